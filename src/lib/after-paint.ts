/**
 * Runs `task` after the next frame's paint: the next animation frame comes before its paint, and
 * a task queued from it runs after. Work that need not be on the first frame of a screen (loading
 * a live channel, a benchmark's mark) waits so, instead of in the effects React may run before
 * the paint. Returns a function that cancels it if it has not run yet.
 */
export function afterNextPaint(task: () => void): () => void {
  let timer: ReturnType<typeof setTimeout> | undefined;
  const frame = requestAnimationFrame(() => {
    timer = setTimeout(task, 0);
  });
  return () => {
    cancelAnimationFrame(frame);
    clearTimeout(timer);
  };
}
