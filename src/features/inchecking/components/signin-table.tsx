import { memo, useCallback, useEffect, useRef } from 'react';
import { useVirtualizer, type Rect, type Virtualizer } from '@tanstack/react-virtual';
import type { SigninRow } from '../lib/signin-rows';
import type { IncheckingStrings } from '../strings';
import { SigninRowView, type RowActions } from './signin-row';

export const ROW_HEIGHT = 37;
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
 */
export const SigninTable = memo(function SigninTable({
  rows,
  height,
  listDateKey,
  pending,
  actions,
  t,
}: {
  rows: readonly SigninRow[];
  height: number;
  listDateKey: string;
  pending: ReadonlySet<number>;
  actions: RowActions;
  t: IncheckingStrings;
}) {
  const scrollRef = useRef<HTMLDivElement>(null);
  const heightRef = useRef(height);
  const notifyRef = useRef<(() => void) | null>(null);
  // The scroll area's size is ours (window height − 160), so no ResizeObserver is needed.
  const observeElementRect = useCallback(
    (_: Virtualizer<HTMLDivElement, Element>, callback: (rect: Rect) => void) => {
      const notify = () => callback({ width: 0, height: heightRef.current });
      notifyRef.current = notify;
      notify();
      return () => {
        notifyRef.current = null;
      };
    },
    [],
  );
  const virtualizer = useVirtualizer({
    count: rows.length,
    getScrollElement: () => scrollRef.current,
    estimateSize: () => ROW_HEIGHT,
    overscan: 2,
    observeElementRect,
    getItemKey: (index) => rows[index]!.dutyId,
  });

  useEffect(() => {
    heightRef.current = height;
    notifyRef.current?.();
  }, [height]);

  const painted = useRef(false);
  useEffect(() => {
    if (painted.current || rows.length === 0) return;
    painted.current = true;
    requestAnimationFrame(() => setTimeout(() => performance.mark('inchecking:rows-painted'), 0));
  }, [rows.length]);

  const items = virtualizer.getVirtualItems();
  const top = items[0]?.start ?? 0;
  const bottom = virtualizer.getTotalSize() - (items.at(-1)?.end ?? 0);
  const c = t.columns;

  return (
    <div
      ref={scrollRef}
      className="table-wrap signin-scroll"
      style={{ height }}
      role="region"
      aria-label={t.listLabel}
      tabIndex={0}
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
          {items.map((item) => {
            const row = rows[item.index]!;
            return (
              <SigninRowView
                key={row.dutyId}
                row={row}
                rowIndex={item.index + 2}
                dayShift={row.dutyDate === listDateKey ? 0 : 1440}
                pending={pending.has(row.dutyId)}
                actions={actions}
                t={t}
              />
            );
          })}
          {rows.length === 0 ? (
            <tr>
              <td colSpan={COLUMNS}>{t.empty}</td>
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
