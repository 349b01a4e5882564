import { useRef, type ReactNode } from 'react';
import { observeElementRect, useVirtualizer } from '@tanstack/react-virtual';
import type { Sort } from '@/lib/sort';

export interface Column<T, K extends string> {
  id: string;
  header: string;
  /** Sortable by this key. */
  sortKey?: K;
  cell: (row: T) => ReactNode;
  className?: string;
}

/**
 * A real table (headers, rows, cells) that renders only the rows in view, so that lists of
 * thousands stay smooth. Rows outside the view are replaced by two spacer rows.
 */
export function VirtualTable<T, K extends string>({
  label,
  rows,
  columns,
  rowKey,
  sort,
  onSort,
  rowClassName,
  rowHeight = 44,
  fixedRowHeight = false,
  widths,
  overscan = 10,
}: {
  label: string;
  rows: readonly T[];
  columns: readonly Column<T, K>[];
  /** A row's key; `(_, index) => index` reuses the row elements when the order changes. */
  rowKey: (row: T, index: number) => string | number;
  sort?: Sort<K>;
  onSort?: (sort: Sort<K>) => void;
  rowClassName?: (row: T) => string | undefined;
  rowHeight?: number;
  /**
   * Every row is exactly `rowHeight` high (the caller's CSS keeps it so): rows are not measured,
   * which keeps sorting and scrolling of thousands of rows within a frame.
   */
  fixedRowHeight?: boolean;
  /** Column widths (CSS lengths) for a `table-layout: fixed` table. */
  widths?: readonly string[];
  /** Rows rendered beyond the view on either side. */
  overscan?: number;
}) {
  const scrollRef = useRef<HTMLDivElement>(null);
  // TanStack Virtual returns fresh functions each render; this component is not memoized.
  // eslint-disable-next-line react-hooks/incompatible-library
  const virtualizer = useVirtualizer({
    count: rows.length,
    getScrollElement: () => scrollRef.current,
    estimateSize: () => rowHeight,
    overscan,
    getItemKey: (index) => rowKey(rows[index]!, index),
    // Without layout (jsdom) the view has no height: assume one screenful.
    observeElementRect: (instance, cb) =>
      observeElementRect(instance, (rect) => cb({ width: rect.width, height: rect.height || 600 })),
  });
  const items = virtualizer.getVirtualItems();
  const before = items[0]?.start ?? 0;
  const after = virtualizer.getTotalSize() - (items.at(-1)?.end ?? 0);

  const ariaSort = (key?: K) =>
    key && sort?.key === key ? (sort.direction === 'asc' ? 'ascending' : 'descending') : undefined;
  const toggle = (key: K) =>
    onSort?.({
      key,
      direction: sort?.key === key && sort.direction === 'asc' ? 'desc' : 'asc',
    });

  return (
    <div
      className="table-wrap table-scroll"
      ref={scrollRef}
      tabIndex={0}
      role="region"
      aria-label={label}
    >
      <table className="data" aria-rowcount={rows.length + 1}>
        {widths ? (
          <colgroup>
            {widths.map((width, i) => (
              <col key={i} style={{ width }} />
            ))}
          </colgroup>
        ) : null}
        <thead>
          <tr aria-rowindex={1}>
            {columns.map((c) => (
              <th key={c.id} scope="col" aria-sort={ariaSort(c.sortKey)} className={c.className}>
                {c.sortKey && onSort ? (
                  <button type="button" onClick={() => toggle(c.sortKey!)}>
                    {c.header}
                    <span aria-hidden="true">
                      {sort?.key === c.sortKey ? (sort.direction === 'asc' ? ' ▲' : ' ▼') : ''}
                    </span>
                  </button>
                ) : (
                  c.header
                )}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {before > 0 ? (
            <tr aria-hidden="true" className="table-spacer" style={{ height: before }}>
              <td colSpan={columns.length} />
            </tr>
          ) : null}
          {items.map((item) => {
            const row = rows[item.index]!;
            return (
              <tr
                key={item.key}
                data-index={item.index}
                ref={fixedRowHeight ? undefined : virtualizer.measureElement}
                aria-rowindex={item.index + 2}
                className={rowClassName?.(row)}
              >
                {columns.map((c) => (
                  <td key={c.id} className={c.className}>
                    {c.cell(row)}
                  </td>
                ))}
              </tr>
            );
          })}
          {after > 0 ? (
            <tr aria-hidden="true" className="table-spacer" style={{ height: after }}>
              <td colSpan={columns.length} />
            </tr>
          ) : null}
        </tbody>
      </table>
    </div>
  );
}
