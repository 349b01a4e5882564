import { memo, useCallback, useRef, type ReactNode } from 'react';
import { observeElementRect, useVirtualizer, type Virtualizer } from '@tanstack/react-virtual';
import type { Sort } from '@/lib/sort';
import { VirtualRow } from './virtual-row';
import { useRowsInViewFirst } from './rows-in-view-first';
import { SortableHead, SpacerRow } from './table-parts';

/**
 * A column: its header and how a row's cell reads. `S` is the row's state beside its data (see
 * `rowState` of VirtualTable), e.g. whether the row's request is pending.
 */
export interface Column<T, K extends string = never, S = undefined> {
  id: string;
  header: string;
  /** Sortable by this key. */
  sortKey?: K;
  cell: (row: T, state: S) => ReactNode;
  className?: string;
  /** How many columns this row's cell spans (the next ones are left out for the row); 1 if not given. */
  span?: (row: T) => number;
}

/**
 * A row's height as its resize observer reports it. When a row enters the page there is no
 * report yet: it keeps the size known for its key (its estimate, or what was last reported)
 * instead of reading `offsetHeight`, which would force a layout in the middle of React's commit
 * (every first render, sort and keystroke); the observer's report follows that frame's layout.
 */
function measureObserved(
  element: HTMLTableRowElement,
  entry: ResizeObserverEntry | undefined,
  instance: Virtualizer<HTMLDivElement, HTMLTableRowElement>,
): number {
  const box = entry?.borderBoxSize?.[0];
  if (box) return Math.round(box.blockSize);
  if (entry) return element.offsetHeight;
  const index = instance.indexFromElement(element);
  return (
    instance.itemSizeCache.get(instance.options.getItemKey(index)) ??
    instance.options.estimateSize(index)
  );
}

/**
 * A real table (headers, rows, cells) that renders only the rows in view, so that lists of
 * thousands stay smooth. Rows outside the view are replaced by two spacer rows. A row renders
 * again only when its data, its state, its class or the columns change, and the table only when
 * one of its props does: a keystroke in a filter whose list is deferred renders the field alone.
 */
export const VirtualTable = memo(VirtualTableView) as typeof VirtualTableView;

function VirtualTableView<T, K extends string, S = undefined>({
  label,
  rows,
  columns,
  rowKey,
  sort,
  onSort,
  rowClassName,
  rowState,
  rowHeight = 44,
  fixedRowHeight = false,
  headerHeight = 0,
  height,
  className,
  tableClassName,
  empty,
  widths,
  overscan = 10,
}: {
  label: string;
  rows: readonly T[];
  columns: readonly Column<T, K, S>[];
  /** A row's key; `(_, index) => index` reuses the row elements when the order changes. */
  rowKey: (row: T, index: number) => string | number;
  sort?: Sort<K>;
  onSort?: (sort: Sort<K>) => void;
  rowClassName?: (row: T) => string | undefined;
  /** A row's state beside its data, handed to the cells (compared with `===` between renders). */
  rowState?: (row: T) => S;
  rowHeight?: number;
  /**
   * Every row is exactly `rowHeight` high (the caller's CSS keeps it so): rows are not measured,
   * which keeps sorting and scrolling of thousands of rows within a frame.
   */
  fixedRowHeight?: boolean;
  /** The header row's height: with it, which rows are in view is exact, not a row off. */
  headerHeight?: number;
  /** The scroll area's height in pixels (known before layout); else at most 65% of the window. */
  height?: number;
  /** Classes of the scroll area and of the table, beside the shared ones. */
  className?: string;
  tableClassName?: string;
  /** What the table says when it has no rows (in one cell across the table). */
  empty?: ReactNode;
  /** Column widths (CSS lengths; '' for the rest) for a `table-layout: fixed` table. */
  widths?: readonly string[];
  /** Rows rendered beyond the view on either side. */
  overscan?: number;
}) {
  const scrollRef = useRef<HTMLDivElement>(null);
  // The virtualizer recomputes every row's position when this changes: only with the rows.
  const getItemKey = useCallback((index: number) => rowKey(rows[index]!, index), [rows, rowKey]);
  // TanStack Virtual returns fresh functions each render; this component is not compiled.
  // eslint-disable-next-line react-hooks/incompatible-library
  const virtualizer = useVirtualizer({
    count: rows.length,
    getScrollElement: () => scrollRef.current,
    estimateSize: () => rowHeight,
    overscan,
    scrollMargin: headerHeight,
    getItemKey,
    initialRect: height ? { width: 0, height } : undefined,
    // Without layout (jsdom) the view has no height: assume one screenful.
    observeElementRect: (instance, cb) =>
      observeElementRect(instance, (rect) => cb({ width: rect.width, height: rect.height || 600 })),
    measureElement: measureObserved,
  });
  // Rows beyond the view come later only where the columns' widths are fixed (`widths`).
  const items = useRowsInViewFirst(virtualizer, virtualizer.getVirtualItems(), rows, !!widths);
  const before = (items[0]?.start ?? headerHeight) - headerHeight;
  const after = virtualizer.getTotalSize() - ((items.at(-1)?.end ?? headerHeight) - headerHeight);

  const classes = ['table-wrap', height ? null : 'table-scroll', className];

  return (
    <div
      className={classes.filter(Boolean).join(' ')}
      style={height ? { height } : undefined}
      ref={scrollRef}
      tabIndex={0}
      role="region"
      aria-label={label}
    >
      <table
        className={tableClassName ? `data ${tableClassName}` : 'data'}
        aria-rowcount={rows.length + 1}
      >
        {widths ? (
          <colgroup>
            {widths.map((width, i) => (
              <col key={i} style={width ? { width } : undefined} />
            ))}
          </colgroup>
        ) : null}
        <SortableHead columns={columns} sort={sort} onSort={onSort} />
        <tbody>
          <SpacerRow height={before} columns={columns.length} />
          {items.map((item) => {
            const row = rows[item.index]!;
            return (
              <VirtualRow
                key={item.key}
                index={item.index}
                row={row}
                state={rowState?.(row)}
                columns={columns as readonly Column<unknown, string, unknown>[]}
                className={rowClassName?.(row)}
                measure={fixedRowHeight ? undefined : virtualizer.measureElement}
              />
            );
          })}
          {rows.length === 0 && empty ? (
            <tr>
              <td colSpan={columns.length}>{empty}</td>
            </tr>
          ) : null}
          <SpacerRow height={after} columns={columns.length} />
        </tbody>
      </table>
    </div>
  );
}
