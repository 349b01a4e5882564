import { useEffect, useRef } from 'react';

/**
 * Marks (performance.mark `name`) the end of the next frame's paint: the next animation frame
 * comes before its paint, and a task queued from it runs after. Returns the frame's id (for
 * cancelAnimationFrame). The benchmarks time a screen from an answer's arrival to such a mark
 * (scripts/bench, issue 16).
 */
export function markAfterPaint(name: string): number {
  return requestAnimationFrame(() => setTimeout(() => performance.mark(name), 0));
}

/** Marks `name` after the paint of the first render in which the table has rows. */
export function useRowsPainted(name: string, rows: number): void {
  const painted = useRef(false);
  useEffect(() => {
    if (painted.current || rows === 0) return;
    painted.current = true;
    markAfterPaint(name);
  }, [name, rows]);
}
