import { useState } from 'react';
import { useQuery } from '@tanstack/react-query';
import { Modal } from '@/components/modal';
import { QueryState } from '@/components/query-state';
import { commonStrings } from '@/components/strings';
import { useStrings } from '@/lib/i18n';
import { isAdministrative } from '@/lib/resources/roster/activities';
import { dutyQuery, type Duty } from '@/lib/resources/roster/get-duty';
import { formatMinutes, isNonWorkday } from '@/lib/time/stockholm';
import { rosterStrings } from './roster-strings';
import { TripDialog } from './trip-dialog';
import './roster.css';

/**
 * Duty details (GET staff/duty): date, times, start and end, and the activities, the
 * administrative ones (KLARGÖRING, RAST …) told apart from driving by a row style and a
 * written kind. With `showTrips`, a trip's number opens trip info on top of it (not for a duty
 * without a date or district: trip info needs both).
 *
 * A view whose own answer already carries the duty (the calendar: spec 1 §3 gives its duties
 * no id) passes it as `known`: shown as it is, staff/duty asked only when an id is known, and
 * the known duty kept when that call fails.
 */
export function DutyDialog({
  dutyId,
  known,
  dutyName,
  districtId: openedIn,
  onClose,
  showTrips = false,
}: (
  | { dutyId: number; known?: Duty }
  | { /** null or missing: no staff/duty call. */ dutyId?: number | null; known: Duty }
) & {
  /** Shown in the title while the duty loads. */
  dutyName: string;
  /** The district the duty was opened in, for a duty that does not name its own (spec 1 §3). */
  districtId?: number;
  onClose: () => void;
  showTrips?: boolean;
}) {
  const t = useStrings(rosterStrings);
  const common = useStrings(commonStrings);
  const query = useQuery(dutyQuery(dutyId ?? null));
  const shown = query.data ?? known;
  const content = (duty: Duty) => (
    <DutyContent duty={duty} openedIn={openedIn} showTrips={showTrips} />
  );
  return (
    <Modal
      className="roster-dialog"
      title={t.dutyDetails(shown?.dutyName || dutyName)}
      closeLabel={common.close}
      onClose={onClose}
    >
      {known ? (
        content(query.data ?? known)
      ) : (
        <QueryState query={query} errorText={t.noDutyLoaded}>
          {content}
        </QueryState>
      )}
    </Modal>
  );
}

function DutyContent({
  duty,
  openedIn,
  showTrips,
}: {
  duty: Duty;
  openedIn: number | undefined;
  showTrips: boolean;
}) {
  const [trip, setTrip] = useState<string | null>(null);
  const districtId = duty.districtId ?? openedIn ?? null;
  return (
    <>
      <DutyFacts duty={duty} />
      <Activities
        duty={duty}
        // Trip info is asked for by district and day: a duty without them lists its trains.
        onShowTrip={showTrips && districtId != null && duty.dutyDate != null ? setTrip : undefined}
      />
      {trip !== null && districtId != null && duty.dutyDate != null ? (
        <TripDialog
          districtId={districtId}
          dateKey={duty.dutyDate}
          trip={trip}
          onClose={() => setTrip(null)}
        />
      ) : null}
    </>
  );
}

function DutyFacts({ duty }: { duty: Duty }) {
  const t = useStrings(rosterStrings);
  const common = useStrings(commonStrings);
  return (
    <dl className="details">
      <div>
        <dt>{t.date}</dt>
        <dd>{duty.dutyDate ?? <span className="muted">{common.noDate}</span>}</dd>
      </div>
      <div>
        <dt>{t.time}</dt>
        <dd>
          {isNonWorkday(duty.timeStart, duty.timeEnd)
            ? t.nonWorkday
            : `${formatMinutes(duty.timeStart)}–${formatMinutes(duty.timeEnd)}`}
        </dd>
      </div>
      <div>
        <dt>{t.from}</dt>
        <dd>{duty.startLocation || duty.positionStart}</dd>
      </div>
      <div>
        <dt>{t.to}</dt>
        <dd>{duty.endLocation || duty.positionEnd}</dd>
      </div>
    </dl>
  );
}

function Activities({ duty, onShowTrip }: { duty: Duty; onShowTrip?: (trip: string) => void }) {
  const t = useStrings(rosterStrings);
  if (duty.activities.length === 0) return <p className="state state-empty">{t.noActivities}</p>;
  return (
    <table className="data">
      <caption>{t.activities}</caption>
      <thead>
        <tr>
          <th scope="col">{t.description}</th>
          <th scope="col">{t.kind}</th>
          <th scope="col">{t.trip}</th>
          <th scope="col">{t.from}</th>
          <th scope="col">{t.to}</th>
          <th scope="col">{t.time}</th>
        </tr>
      </thead>
      <tbody>
        {duty.activities.map((a, i) => {
          const admin = isAdministrative(a.description);
          return (
            <tr key={i} className={admin ? 'activity-admin' : 'activity-driving'}>
              <td>{a.description}</td>
              <td className="activity-kind">{admin ? t.administrative : t.driving}</td>
              <td>
                {a.trip && onShowTrip ? (
                  <button
                    type="button"
                    className="link-button"
                    aria-label={t.showTrip(a.trip)}
                    onClick={() => onShowTrip(a.trip)}
                  >
                    {a.trip}
                  </button>
                ) : (
                  a.trip
                )}
              </td>
              <td>{a.positionStart}</td>
              <td>{a.positionEnd}</td>
              <td>
                {formatMinutes(a.timeStart)}–{formatMinutes(a.timeEnd)}
              </td>
            </tr>
          );
        })}
      </tbody>
    </table>
  );
}
