import { useQuery } from '@tanstack/react-query';
import { QueryState } from '@/components/query-state';
import { formatMinutes } from '@/lib/time';
import { dutyQuery } from '../api/get-duty';
import type { SigninRow } from '../lib/signin-rows';
import type { IncheckingStrings } from '../strings';
import { Modal } from '@/components/modal';

/** Duty details (staff/duty): times, positions and activities. */
export function DutyDialog({
  row,
  onClose,
  t,
}: {
  row: SigninRow;
  onClose: () => void;
  t: IncheckingStrings;
}) {
  const query = useQuery(dutyQuery(row.dutyId));
  return (
    <Modal
      className="inchecking-dialog"
      title={t.dutyDetails(row.dutyName)}
      closeLabel={t.close}
      onClose={onClose}
    >
      <QueryState query={query}>
        {(duty) => (
          <>
            <dl className="details">
              <div>
                <dt>{t.date}</dt>
                <dd>{duty.dutyDate}</dd>
              </div>
              <div>
                <dt>{t.time}</dt>
                <dd>
                  {row.nonWorkday
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
            {duty.activities.length > 0 ? (
              <table className="data">
                <caption>{t.activities}</caption>
                <thead>
                  <tr>
                    <th scope="col">{t.description}</th>
                    <th scope="col">{t.trip}</th>
                    <th scope="col">{t.from}</th>
                    <th scope="col">{t.to}</th>
                    <th scope="col">{t.time}</th>
                  </tr>
                </thead>
                <tbody>
                  {duty.activities.map((a, i) => (
                    <tr key={i}>
                      <td>{a.description}</td>
                      <td>{a.trip}</td>
                      <td>{a.positionStart}</td>
                      <td>{a.positionEnd}</td>
                      <td>
                        {formatMinutes(a.timeStart)}–{formatMinutes(a.timeEnd)}
                      </td>
                    </tr>
                  ))}
                </tbody>
              </table>
            ) : null}
          </>
        )}
      </QueryState>
    </Modal>
  );
}
