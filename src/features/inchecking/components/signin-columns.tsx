import type { Column } from '@/components/virtual-table';
import { formatPhone } from '@/lib/phone';
import { formatMinutes } from '@/lib/time/stockholm';
import { clockTime } from '../lib/clock';
import type { SigninRow } from '../lib/signin-rows';
import type { IncheckingStrings } from '../strings';
import { FocusKeepingButton } from '@/components/focus-keeping-button';

export interface RowActions {
  onCheckIn: (row: SigninRow) => void;
  onCheckOut: (row: SigninRow) => void;
  onShowDuty: (row: SigninRow) => void;
  onShowEmployee: (row: SigninRow) => void;
}

/** A column of the list; a row's state is whether its check-in or check-out is being sent. */
type SigninColumn = Column<SigninRow, never, boolean>;

/** Column widths, in the order of the columns (the trips take the rest). */
export const SIGNIN_WIDTHS = [
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
 * Minutes from the list day's midnight; a duty of the day before shows as "21:30 (−1)", one of the
 * next day as "00:30 (+1)".
 */
function clock(minutes: number): string {
  return minutes < 0 ? `${formatMinutes(minutes + 1440)} (−1)` : formatMinutes(minutes);
}

export const nameOf = (row: SigninRow) => row.employee.name || row.employee.employeeNumber;

/**
 * The list's columns. `listDateKey` is the list's day: yesterday's duties that run past midnight
 * show their times a day earlier, tomorrow's first duties a day later.
 */
export function signinColumns(
  t: IncheckingStrings,
  actions: RowActions,
  listDateKey: string,
): SigninColumn[] {
  const c = t.columns;
  const dayShift = (row: SigninRow) =>
    row.dutyDate === listDateKey ? 0 : row.dutyDate < listDateKey ? 1440 : -1440;
  return [
    {
      id: 'duty',
      header: c.duty,
      className: 'clip',
      cell: (row) => (
        <button
          type="button"
          className="link-button"
          aria-label={t.showDuty(row.dutyName)}
          onClick={() => actions.onShowDuty(row)}
        >
          {row.dutyName}
        </button>
      ),
    },
    {
      id: 'startLocation',
      header: c.startLocation,
      className: 'clip',
      cell: (row) => row.startLocation,
    },
    {
      id: 'start',
      header: c.start,
      // A non-workday has no times: one cell across start and end says so.
      span: (row) => (row.nonWorkday ? 2 : 1),
      cell: (row) => (row.nonWorkday ? t.nonWorkday : clock(row.timeStart - dayShift(row))),
    },
    { id: 'end', header: c.end, cell: (row) => clock(row.timeEnd - dayShift(row)) },
    {
      id: 'name',
      header: c.name,
      className: 'clip',
      cell: (row) => (
        <button
          type="button"
          className="link-button"
          aria-label={t.showEmployee(nameOf(row))}
          onClick={() => actions.onShowEmployee(row)}
        >
          {nameOf(row)}
        </button>
      ),
    },
    { id: 'number', header: c.number, cell: (row) => row.employee.employeeNumber },
    { id: 'phone', header: c.phone, cell: (row) => formatPhone(row.employee.phones.work) },
    { id: 'title', header: c.title, className: 'clip', cell: (row) => row.employee.title },
    {
      id: 'checkedIn',
      header: c.checkedIn,
      cell: (row, pending) =>
        row.timestampIn ? (
          clockTime(row.timestampIn)
        ) : row.nonWorkday ? null : !row.employee.employeeNumber ? (
          // The check-in call names the employee: a duty without one cannot be checked in.
          <span className="muted">{t.unstaffed}</span>
        ) : (
          <FocusKeepingButton
            className="primary"
            unavailable={pending}
            aria-label={t.checkInFor(nameOf(row), row.dutyName)}
            onClick={() => actions.onCheckIn(row)}
          >
            {t.checkIn}
          </FocusKeepingButton>
        ),
    },
    {
      id: 'checkedOut',
      header: c.checkedOut,
      cell: (row, pending) =>
        row.timestampOut ? (
          clockTime(row.timestampOut)
        ) : row.timestampIn ? (
          <FocusKeepingButton
            unavailable={pending}
            aria-label={t.checkOutFor(nameOf(row), row.dutyName)}
            onClick={() => actions.onCheckOut(row)}
          >
            {t.checkOut}
          </FocusKeepingButton>
        ) : null,
    },
    {
      id: 'trips',
      header: c.trips,
      className: 'clip',
      cell: (row) => row.tripsInfo.map((trip) => trip.trip).join(', '),
    },
  ];
}
