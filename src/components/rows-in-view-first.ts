import { useLayoutEffect, useRef, useState } from 'react';
import type { Virtualizer, VirtualItem } from '@tanstack/react-virtual';

/** How long a list stands still before the rows beyond the view are rendered. */
export const OVERSCAN_AFTER_MS = 300;

/** What the last commit left on the page: its rows' keys, and its list if shown without overscan. */
interface Committed {
  keys: ReadonlySet<VirtualItem['key']>;
  partialList: unknown;
}

/**
 * The virtual rows to render now. When most rows in view are new to the page (the first render,
 * a filter keystroke, a sort), only the rows in view; the overscan rows beyond them come once the
 * list has stood still for OVERSCAN_AFTER_MS, or at once when it is scrolled or the focus moves
 * into it (a keyboard user tabbing through the rows finds the next row there). A list change costs
 * the style, layout and paint of its new rows: on a thin client (4× CPU) the frame of a filter
 * keystroke on the staff overview went from 50 to 37 ms (median; max 66 to 48) without the
 * overscan rows, and while typing no keystroke's list renders rows that the next one throws away.
 *
 * A list whose rows in view are mostly on the page already (a pushed change to a row, a re-render)
 * keeps its overscan, so it never takes away a row, nor the focus in it.
 *
 * Only for tables whose column widths are fixed (`enabled`): in a table laid out by its content,
 * rows that arrive later may widen a column and move what is under the pointer (a click on a row's
 * button was lost that way, its mouse-up landing beside it).
 */
export function useRowsInViewFirst<E extends Element>(
  virtualizer: Virtualizer<HTMLDivElement, E>,
  items: VirtualItem[],
  list: unknown,
  enabled = true,
): VirtualItem[] {
  const committed = useRef<Committed>({ keys: new Set(), partialList: null });
  const [settled, setSettled] = useState<unknown>(null);
  // The ref is read in render on purpose: it only picks whether the rows beyond the view render
  // now, and a render that React throws away changes nothing.
  const shown =
    !enabled || settled === list
      ? items
      : // eslint-disable-next-line react-hooks/refs
        rowsToShow(virtualizer, items, list, committed.current);
  const partial = shown !== items;

  useLayoutEffect(() => {
    if (!enabled) return;
    committed.current = {
      keys: new Set(shown.map((item) => item.key)),
      partialList: partial ? list : null,
    };
  });
  useLayoutEffect(() => {
    if (!partial) return;
    const settle = () => setSettled(list);
    const timer = setTimeout(settle, OVERSCAN_AFTER_MS);
    // Focus moving into the table (Tab from a header to the rows) brings the rows beyond the view
    // at once: without them the Tab after the last row in view would leave the table.
    const area = virtualizer.scrollElement;
    area?.addEventListener('focusin', settle);
    return () => {
      clearTimeout(timer);
      area?.removeEventListener('focusin', settle);
    };
  }, [partial, list, virtualizer]);
  return shown;
}

/** `items`, or only those in view while `list` is new to the page (see useRowsInViewFirst). */
function rowsToShow<E extends Element>(
  virtualizer: Virtualizer<HTMLDivElement, E>,
  items: VirtualItem[],
  list: unknown,
  committed: Committed,
): VirtualItem[] {
  const view = virtualizer.scrollRect;
  if (!view || view.height <= 0 || virtualizer.isScrolling) return items;
  const top = virtualizer.scrollOffset ?? 0;
  const bottom = top + view.height;
  const inView = items.filter((item) => item.end > top && item.start < bottom);
  if (inView.length === items.length) return items;
  if (committed.partialList === list) return inView;
  const fresh = inView.reduce((n, item) => (committed.keys.has(item.key) ? n : n + 1), 0);
  return fresh * 2 > inView.length ? inView : items;
}
