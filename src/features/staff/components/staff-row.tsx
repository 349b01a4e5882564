import { memo } from 'react';
import { formatPhone } from '@/lib/phone';
import { formatMinutes } from '@/lib/time';
import type { StaffRow } from '../lib/staff-rows';
import type { StaffStrings } from '../strings';

export interface RowActions {
  onToggle: (row: StaffRow) => void;
  onShowDuty: (row: StaffRow) => void;
  onShowEmployee: (row: StaffRow) => void;
  onShowTrip: (trip: string) => void;
}

const tel = (raw: string) => raw.replace(/[^\d+]/g, '');

/** One position; re-renders only when its own data or its expanded state changes. */
export const StaffRowView = memo(function StaffRowView({
  index,
  row,
  rowIndex,
  expanded,
  actions,
  t,
}: {
  /** Position in the virtual list. */
  index: number;
  row: StaffRow;
  rowIndex: number;
  expanded: boolean;
  actions: RowActions;
  t: StaffStrings;
}) {
  const name = row.name || row.employeeNumber;
  const phone = formatPhone(row.phones.work);
  return (
    <tr
      data-index={index}
      aria-rowindex={rowIndex}
      className={row.absent ? 'staff-absent' : undefined}
    >
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
      <td className="nowrap">
        {phone ? <a href={`tel:${tel(row.phones.work)}`}>{phone}</a> : null}
      </td>
      {row.absent ? (
        <td colSpan={2}>{t.absent}</td>
      ) : (
        <>
          <td>{formatMinutes(row.timeStart)}</td>
          <td className="nowrap">{formatMinutes(row.timeEnd)}</td>
        </>
      )}
      <td className="clip">{row.startStation}</td>
      <td className="clip">{row.endStation}</td>
    </tr>
  );
});

/** The trips of an expanded position, in a row of their own under it. */
export const TripsRowView = memo(function TripsRowView({
  index,
  row,
  rowIndex,
  columns,
  actions,
  t,
}: {
  index: number;
  row: StaffRow;
  rowIndex: number;
  columns: number;
  actions: RowActions;
  t: StaffStrings;
}) {
  const name = row.name || row.employeeNumber;
  return (
    <tr data-index={index} aria-rowindex={rowIndex} className="staff-trips">
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
