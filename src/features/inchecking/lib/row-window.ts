/** The rows of a list in view, [start, end), plus `overscan` rows either side. */
export interface RowWindow {
  start: number;
  end: number;
}

/**
 * Which rows of a list of equal-height rows a scroll area shows: a few arithmetic steps, however
 * long the list (nothing is measured). `header` is the height above the first row; a scroll
 * position past the end counts as the end, as the browser will clamp it.
 */
export function rowWindow(
  scrollTop: number,
  viewport: number,
  count: number,
  rowHeight: number,
  header: number,
  overscan: number,
): RowWindow {
  const maxTop = Math.max(0, header + count * rowHeight - viewport);
  const top = Math.min(Math.max(0, scrollTop), maxTop);
  const first = Math.floor(Math.max(0, top - header) / rowHeight);
  const last = Math.ceil(Math.max(0, top + viewport - header) / rowHeight);
  const start = Math.max(0, Math.min(first, count) - overscan);
  const end = Math.max(start, Math.min(count, last + overscan));
  return { start, end };
}

export function sameWindow(a: RowWindow, b: RowWindow): boolean {
  return a.start === b.start && a.end === b.end;
}
