import { memo } from 'react';
import { formatMinutes } from '@/lib/time';
import { clockTime } from '../lib/clock';
import { formatPhone } from '@/lib/phone';
import type { SigninRow } from '../lib/signin-rows';
import type { IncheckingStrings } from '../strings';

export interface RowActions {
  onCheckIn: (row: SigninRow) => void;
  onCheckOut: (row: SigninRow) => void;
  onShowDuty: (row: SigninRow) => void;
  onShowEmployee: (row: SigninRow) => void;
}

/** Minutes from the list day's midnight; a duty of the day before shows as "21:30 (−1)". */
function clock(minutes: number): string {
  return minutes < 0 ? `${formatMinutes(minutes + 1440)} (−1)` : formatMinutes(minutes);
}

/** One duty sign-in; re-renders only when its own data or pending state changes. */
export const SigninRowView = memo(function SigninRowView({
  row,
  rowIndex,
  dayShift,
  pending,
  actions,
  t,
}: {
  row: SigninRow;
  rowIndex: number;
  /** 1440 for yesterday's duties running past midnight, else 0. */
  dayShift: number;
  pending: boolean;
  actions: RowActions;
  t: IncheckingStrings;
}) {
  const name = row.employee.name || row.employee.employeeNumber;
  return (
    <tr
      aria-rowindex={rowIndex}
      className={row.timestampOut ? 'done' : row.timestampIn ? 'in' : undefined}
    >
      <td className="clip">
        <button
          type="button"
          className="link-button"
          aria-label={t.showDuty(row.dutyName)}
          onClick={() => actions.onShowDuty(row)}
        >
          {row.dutyName}
        </button>
      </td>
      <td className="clip">{row.startLocation}</td>
      {row.nonWorkday ? (
        <td colSpan={2}>{t.nonWorkday}</td>
      ) : (
        <>
          <td>{clock(row.timeStart - dayShift)}</td>
          <td>{clock(row.timeEnd - dayShift)}</td>
        </>
      )}
      <td className="clip">
        <button
          type="button"
          className="link-button"
          aria-label={t.showEmployee(name)}
          onClick={() => actions.onShowEmployee(row)}
        >
          {name}
        </button>
      </td>
      <td>{row.employee.employeeNumber}</td>
      <td>{formatPhone(row.employee.phones.work)}</td>
      <td className="clip">{row.employee.title}</td>
      <td>
        {row.timestampIn ? (
          clockTime(row.timestampIn)
        ) : row.nonWorkday ? null : (
          <button
            type="button"
            className="primary"
            disabled={pending}
            aria-label={t.checkInFor(name, row.dutyName)}
            onClick={() => actions.onCheckIn(row)}
          >
            {t.checkIn}
          </button>
        )}
      </td>
      <td>
        {row.timestampOut ? (
          clockTime(row.timestampOut)
        ) : row.timestampIn ? (
          <button
            type="button"
            disabled={pending}
            aria-label={t.checkOutFor(name, row.dutyName)}
            onClick={() => actions.onCheckOut(row)}
          >
            {t.checkOut}
          </button>
        ) : null}
      </td>
      <td className="clip">{row.tripsInfo.map((trip) => trip.trip).join(', ')}</td>
    </tr>
  );
});
