import type { Sort } from '@/lib/sort';

/** A column's header: its text, the key it sorts by (if any) and a class. */
export interface HeaderCell<K extends string> {
  id: string;
  header: string;
  sortKey?: K | null;
  className?: string;
}

/**
 * The header row of a sortable table: a sortable column's header is a button that sorts by it
 * (ascending first, then the other way) and carries `aria-sort` while it sorts the rows.
 */
export function SortableHead<K extends string>({
  columns,
  sort,
  onSort,
}: {
  columns: readonly HeaderCell<K>[];
  sort?: Sort<K>;
  onSort?: (sort: Sort<K>) => void;
}) {
  const ariaSort = (key?: K | null) =>
    key && sort?.key === key ? (sort.direction === 'asc' ? 'ascending' : 'descending') : undefined;
  const toggle = (key: K) =>
    onSort?.({
      key,
      direction: sort?.key === key && sort.direction === 'asc' ? 'desc' : 'asc',
    });
  return (
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
  );
}

/** Stands in for the rows of a virtualized table that are out of view (nothing when 0 high). */
export function SpacerRow({ height, columns }: { height: number; columns: number }) {
  return height > 0 ? (
    <tr aria-hidden="true" className="table-spacer" style={{ height }}>
      <td colSpan={columns} />
    </tr>
  ) : null;
}
