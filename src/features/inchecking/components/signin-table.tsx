import { memo, useEffect, useRef, useState, type UIEvent } from 'react';
import { rowWindow, sameWindow } from '../lib/row-window';
import type { SigninRow } from '../lib/signin-rows';
import type { IncheckingStrings } from '../strings';
import { SigninRowView, type RowActions } from './signin-row';

/** Every row (and the header row) is this high (see inchecking.css). */
export const ROW_HEIGHT = 37;
const OVERSCAN = 2;
const COLUMNS = 11;
const WIDTHS = [
  '7rem',
  '9.5rem',
  '6.5rem',
  '6.5rem',
  '13rem',
  '6rem',
  '9.5rem',
  '7.5rem',
  '8.5rem',
  '8.5rem',
  '',
];

/**
 * The list, virtualised: whatever the number of sign-ins, only the rows in view (and a few more)
 * are in the page, inside a real table with headers and row indexes for assistive technology.
 * Rows are of one height, so which rows are in view is worked out, never measured.
 */
export const SigninTable = memo(function SigninTable({
  rows,
  height,
  listDateKey,
  empty,
  pending,
  actions,
  t,
}: {
  rows: readonly SigninRow[];
  height: number;
  listDateKey: string;
  /** What an empty list says (why it is empty). */
  empty: string;
  pending: ReadonlySet<number>;
  actions: RowActions;
  t: IncheckingStrings;
}) {
  const [scrollTop, setScrollTop] = useState(0);
  const view = (top: number) =>
    rowWindow(top, height, rows.length, ROW_HEIGHT, ROW_HEIGHT, OVERSCAN);
  const { start, end } = view(scrollTop);
  // A scroll re-renders the table only when it brings other rows into view.
  const onScroll = (event: UIEvent<HTMLDivElement>) => {
    const top = event.currentTarget.scrollTop;
    setScrollTop((old) => (sameWindow(view(old), view(top)) ? old : top));
  };

  const painted = useRef(false);
  useEffect(() => {
    if (painted.current || rows.length === 0) return;
    painted.current = true;
    requestAnimationFrame(() => setTimeout(() => performance.mark('inchecking:rows-painted'), 0));
  }, [rows.length]);

  const top = start * ROW_HEIGHT;
  const bottom = (rows.length - end) * ROW_HEIGHT;
  const c = t.columns;

  return (
    <div
      className="table-wrap signin-scroll"
      style={{ height }}
      role="region"
      aria-label={t.listLabel}
      tabIndex={0}
      onScroll={onScroll}
    >
      <table className="data signin-table" aria-rowcount={rows.length + 1}>
        <colgroup>
          {WIDTHS.map((width, i) => (
            <col key={i} style={width ? { width } : undefined} />
          ))}
        </colgroup>
        <thead>
          <tr aria-rowindex={1}>
            {[
              c.duty,
              c.startLocation,
              c.start,
              c.end,
              c.name,
              c.number,
              c.phone,
              c.title,
              c.checkedIn,
              c.checkedOut,
              c.trips,
            ].map((label) => (
              <th key={label} scope="col">
                {label}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {top > 0 ? (
            <tr aria-hidden="true" style={{ height: top }}>
              <td colSpan={COLUMNS} />
            </tr>
          ) : null}
          {rows.slice(start, end).map((row, i) => (
            <SigninRowView
              key={row.dutyId}
              row={row}
              rowIndex={start + i + 2}
              dayShift={row.dutyDate === listDateKey ? 0 : 1440}
              pending={pending.has(row.dutyId)}
              actions={actions}
              t={t}
            />
          ))}
          {rows.length === 0 ? (
            <tr>
              <td colSpan={COLUMNS}>{empty}</td>
            </tr>
          ) : null}
          {bottom > 0 ? (
            <tr aria-hidden="true" style={{ height: bottom }}>
              <td colSpan={COLUMNS} />
            </tr>
          ) : null}
        </tbody>
      </table>
    </div>
  );
});
