import { memo, type ReactNode } from 'react';
import type { Column } from './virtual-table';

/**
 * One row of a VirtualTable. Memoized: it renders again only when its data, its state, its class,
 * its place or the columns change (so a pushed change to one row re-renders that row alone).
 */
export const VirtualRow = memo(function VirtualRow({
  index,
  row,
  state,
  columns,
  className,
  measure,
}: {
  index: number;
  row: unknown;
  state: unknown;
  columns: readonly Column<unknown, string, unknown>[];
  className: string | undefined;
  measure: ((element: HTMLTableRowElement | null) => void) | undefined;
}) {
  const cells: ReactNode[] = [];
  for (let i = 0; i < columns.length; i++) {
    const c = columns[i]!;
    const span = c.span?.(row) ?? 1;
    cells.push(
      <td key={c.id} className={c.className} colSpan={span > 1 ? span : undefined}>
        {c.cell(row, state)}
      </td>,
    );
    i += span - 1;
  }
  return (
    <tr data-index={index} ref={measure} aria-rowindex={index + 2} className={className}>
      {cells}
    </tr>
  );
});
