import { memo, useCallback, useMemo } from 'react';
import { useStrings } from '@/lib/i18n';
import { VirtualTable } from '@/components/virtual-table';
import type { SigninRow } from '../lib/signin-rows';
import { incheckingStrings } from '../strings';
import { SIGNIN_WIDTHS, signinColumns, type RowActions } from './signin-columns';
import { useRowsPainted } from '@/components/use-rows-painted';

/** Every row (and the header row) is this high (see inchecking.css). */
export const ROW_HEIGHT = 37;
const OVERSCAN = 2;

const rowKey = (row: SigninRow) => row.dutyId;
/** A row is coloured once checked in, and greyed once checked out (it changes live). */
const rowClass = (row: SigninRow) =>
  row.timestampOut ? 'done' : row.timestampIn ? 'in' : undefined;

/**
 * The list, virtualised: whatever the number of sign-ins, only the rows in view (and a few more)
 * are in the page, inside a real table with headers and row indexes for assistive technology.
 * Rows are of one height, so which rows are in view is worked out, never measured; a row renders
 * again only when its sign-in or its pending state changes.
 */
export const SigninTable = memo(function SigninTable({
  rows,
  height,
  listDateKey,
  empty,
  pending,
  actions,
}: {
  rows: readonly SigninRow[];
  height: number;
  listDateKey: string;
  /** What an empty list says (why it is empty). */
  empty: string;
  pending: ReadonlySet<number>;
  actions: RowActions;
}) {
  const t = useStrings(incheckingStrings);
  const columns = useMemo(() => signinColumns(t, actions, listDateKey), [t, actions, listDateKey]);
  const isPending = useCallback((row: SigninRow) => pending.has(row.dutyId), [pending]);

  // For the benchmark (scripts/bench/inchecking.mjs): the first frame with rows painted.
  useRowsPainted('inchecking:rows-painted', rows.length);

  return (
    <VirtualTable
      label={t.listLabel}
      rows={rows}
      columns={columns}
      rowKey={rowKey}
      rowClassName={rowClass}
      rowState={isPending}
      rowHeight={ROW_HEIGHT}
      fixedRowHeight
      headerHeight={ROW_HEIGHT}
      height={height}
      className="signin-scroll"
      tableClassName="signin-table"
      empty={empty}
      widths={SIGNIN_WIDTHS}
      overscan={OVERSCAN}
    />
  );
});
