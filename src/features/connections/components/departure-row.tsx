import { memo } from 'react';
import { formatTime } from '@/lib/time/stockholm';
import type { Departure } from '../lib/departures';
import { useStrings } from '@/lib/i18n';
import { connectionsStrings } from '../strings';

/** When it leaves: cancelled, left (actual time), late (new time and minutes), or on time. */
function NewTime({ d }: { d: Departure }) {
  const t = useStrings(connectionsStrings);
  if (d.canceled) return <strong className="dep-canceled">{t.canceled}</strong>;
  if (d.actual)
    return (
      <span className="muted">
        {t.departed(formatTime(d.actual))}
        {d.delayMinutes > 0 ? <small> ({t.late(d.delayMinutes)})</small> : null}
      </span>
    );
  if (d.estimated && d.delayMinutes > 0)
    return (
      <span className="dep-late">
        {formatTime(d.estimated)} <small>({t.late(d.delayMinutes)})</small>
      </span>
    );
  return null;
}

export const DepartureRow = memo(function DepartureRow({
  d,
  onVehicles,
}: {
  d: Departure;
  onVehicles: (d: Departure) => void;
}) {
  const t = useStrings(connectionsStrings);
  // The service's own type (e.g. a replacement bus in the train service), else which service.
  const kind = d.transportationType || (d.kind === 'train' ? t.train : t.bus);
  const product = d.kind === 'train' ? d.productName : d.line;
  return (
    <tr className={d.canceled ? 'dep-row is-canceled' : 'dep-row'}>
      <td>
        <time dateTime={d.advertised.toISOString()} className={d.canceled ? 'struck' : undefined}>
          {formatTime(d.advertised)}
        </time>
      </td>
      <td>
        <NewTime d={d} />
      </td>
      <td>
        {kind}
        {product ? <span className="muted"> {product}</span> : null}
      </td>
      <td className="dep-to">
        {d.to}
        {d.notices.length ? <small className="dep-notice"> {d.notices.join(' · ')}</small> : null}
      </td>
      <td className="dep-via muted">{d.via.join(', ')}</td>
      <td>
        {d.track}
        {d.trackChanged ? <strong className="dep-track-changed"> {t.trackChanged}</strong> : null}
      </td>
      <td>
        {d.technicalNumber ? (
          <button
            type="button"
            className="link-button"
            aria-label={t.showVehicles(d.technicalNumber)}
            onClick={() => onVehicles(d)}
          >
            {t.columns.vehicles}
          </button>
        ) : null}
      </td>
    </tr>
  );
});
