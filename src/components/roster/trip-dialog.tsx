import { useQuery } from '@tanstack/react-query';
import { Modal } from '@/components/modal';
import { QueryState } from '@/components/query-state';
import { commonStrings } from '@/components/strings';
import { useStrings } from '@/lib/i18n';
import { tripStaffQuery, type TripStaff } from '@/lib/resources/roster/get-trip-staff';
import { formatPhone, telHref } from '@/lib/phone';
import { formatMinutes } from '@/lib/time/stockholm';
import { rosterStrings } from './roster-strings';
import './roster.css';

/**
 * Trip info (GET staff/roster/trip): everyone on a train that day, with phone, stations and
 * times. Any failure (404 'Could not get data', a list that is not a list, the network) reads
 * 'Kan ej hämta tåginformation!' with the reason and a retry.
 */
export function TripDialog({
  districtId,
  dateKey,
  trip,
  onClose,
}: {
  /** The trip's district; nothing is asked without one. */
  districtId: number | null;
  dateKey: string;
  trip: string;
  onClose: () => void;
}) {
  const t = useStrings(rosterStrings);
  const common = useStrings(commonStrings);
  const query = useQuery(tripStaffQuery(districtId, dateKey, [trip]));
  return (
    <Modal
      className="roster-dialog"
      title={t.tripDetails(trip)}
      closeLabel={common.close}
      onClose={onClose}
    >
      <QueryState query={query} errorText={t.tripInfoFailed}>
        {(staff) => <TripStaffTable trip={trip} staff={staff} />}
      </QueryState>
    </Modal>
  );
}

function TripStaffTable({ trip, staff }: { trip: string; staff: TripStaff[] }) {
  const t = useStrings(rosterStrings);
  if (staff.length === 0) return <p className="state state-empty">{t.noStaffOnTrip(trip)}</p>;
  return (
    <table className="data">
      <caption>{t.staffOnTrip(trip)}</caption>
      <thead>
        <tr>
          <th scope="col">{t.name}</th>
          <th scope="col">{t.employeeTitle}</th>
          <th scope="col">{t.phone}</th>
          <th scope="col">{t.duty}</th>
          <th scope="col">{t.from}</th>
          <th scope="col">{t.to}</th>
          <th scope="col">{t.time}</th>
        </tr>
      </thead>
      <tbody>
        {staff.map((s, i) => {
          const phone = formatPhone(s.phone);
          return (
            <tr key={`${s.employeeNumber}-${i}`}>
              <td>{s.name || s.employeeNumber}</td>
              <td>{s.title}</td>
              <td>{phone ? <a href={telHref(s.phone)}>{phone}</a> : null}</td>
              <td>{s.dutyName}</td>
              <td>{s.startStationName || s.startStation}</td>
              <td>{s.endStationName || s.endStation}</td>
              <td>
                {formatMinutes(s.timeStart)}–{formatMinutes(s.timeEnd)}
              </td>
            </tr>
          );
        })}
      </tbody>
    </table>
  );
}
