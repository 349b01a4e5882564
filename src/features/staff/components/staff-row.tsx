import { memo } from 'react';
import { useStrings } from '@/lib/i18n';
import { formatPhone, telHref } from '@/lib/phone';
import { formatMinutes } from '@/lib/time/stockholm';
import type { StaffRow } from '../lib/staff-rows';
import { staffStrings, type StaffStrings } from '../strings';

/** A time of the duty; a dash (read out as 'no time') for a position without trips. */
function timeText(minutes: number | null, t: StaffStrings) {
  return minutes === null ? <span aria-label={t.noTime}>–</span> : formatMinutes(minutes);
}

export interface RowActions {
  onToggle: (row: StaffRow) => void;
  onShowDuty: (row: StaffRow) => void;
  onShowEmployee: (row: StaffRow) => void;
  onShowTrip: (trip: string) => void;
}

/**
 * One position. Its cells re-render only when its own data or its expanded state changes; a row
 * that only moves (a row above it opened) sets its row index and nothing else.
 */
export const StaffRowView = memo(function StaffRowView({
  row,
  rowIndex,
  expanded,
  actions,
}: {
  row: StaffRow;
  /** aria-rowindex: the header is row 1. */
  rowIndex: number;
  expanded: boolean;
  actions: RowActions;
}) {
  return (
    <tr aria-rowindex={rowIndex} className={row.absent ? 'staff-absent' : undefined}>
      <StaffCells row={row} expanded={expanded} actions={actions} />
    </tr>
  );
});

const StaffCells = memo(function StaffCells({
  row,
  expanded,
  actions,
}: {
  row: StaffRow;
  expanded: boolean;
  actions: RowActions;
}) {
  const t = useStrings(staffStrings);
  const name = row.name || row.employeeNumber;
  const phone = formatPhone(row.phones.work);
  return (
    <>
      <td>
        {row.trips.length > 0 ? (
          <button
            type="button"
            className="staff-toggle"
            aria-expanded={expanded}
            aria-label={expanded ? t.hideTrips(name) : t.showTrips(row.trips.length, name)}
            onClick={() => actions.onToggle(row)}
          >
            <span aria-hidden="true">{expanded ? '▾' : '▸'}</span> {row.trips.length}
          </button>
        ) : null}
      </td>
      <td className="clip">
        {row.dutyId != null ? (
          <button
            type="button"
            className="link-button"
            aria-label={t.showDuty(row.block)}
            onClick={() => actions.onShowDuty(row)}
          >
            {row.block}
          </button>
        ) : (
          row.block
        )}
      </td>
      <td className="clip">{row.description}</td>
      <td className="clip">{row.workTitle}</td>
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
      <td>{row.employeeNumber}</td>
      <td className="nowrap">{phone ? <a href={telHref(row.phones.work)}>{phone}</a> : null}</td>
      {row.absent ? (
        <td colSpan={2}>{t.absent}</td>
      ) : (
        <>
          <td>{timeText(row.timeStart, t)}</td>
          <td className="nowrap">{timeText(row.timeEnd, t)}</td>
        </>
      )}
      <td className="clip">{row.startStation}</td>
      <td className="clip">{row.endStation}</td>
    </>
  );
});

/** The trips of an expanded position, in a row of their own under it. */
export const TripsRowView = memo(function TripsRowView({
  row,
  rowIndex,
  columns,
  actions,
}: {
  row: StaffRow;
  rowIndex: number;
  columns: number;
  actions: RowActions;
}) {
  const t = useStrings(staffStrings);
  const name = row.name || row.employeeNumber;
  return (
    <tr aria-rowindex={rowIndex} className="staff-trips">
      <td />
      <td colSpan={columns - 1}>
        <table className="data staff-trip-table">
          <caption className="visually-hidden">{t.tripsOf(name)}</caption>
          <thead>
            <tr>
              <th scope="col">{t.tripColumns.trip}</th>
              <th scope="col">{t.tripColumns.from}</th>
              <th scope="col">{t.tripColumns.to}</th>
              <th scope="col">{t.tripColumns.time}</th>
            </tr>
          </thead>
          <tbody>
            {row.trips.map((trip, i) => (
              <tr key={`${trip.trip}-${i}`}>
                <td>
                  <button
                    type="button"
                    className="link-button"
                    aria-label={t.showTrip(trip.trip)}
                    onClick={() => actions.onShowTrip(trip.trip)}
                  >
                    {trip.trip}
                  </button>
                </td>
                <td>{trip.startStation}</td>
                <td>{trip.endStation}</td>
                <td>
                  {formatMinutes(trip.timeStart)}–{formatMinutes(trip.timeEnd)}
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      </td>
    </tr>
  );
});
