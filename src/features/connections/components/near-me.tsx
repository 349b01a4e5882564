import { Alert } from '@/components/alert';
import type { Stop } from '@/lib/resources/traffic/stop-schema';
import { NEAREST_COUNT } from '../config';
import { formatDistance, nearestStops } from '../lib/nearest-stops';
import { useStrings } from '@/lib/i18n';
import { connectionsStrings } from '../strings';
import { stopLabel } from './place-search';
import { useGeolocation } from './use-geolocation';

/** "Near me": the device position, then the nearest stops of the district to choose from. */
export function NearMe({
  stops,
  onChoose,
}: {
  stops: readonly Stop[];
  onChoose: (stop: Stop) => void;
}) {
  const t = useStrings(connectionsStrings);
  const [geo, locate] = useGeolocation();
  const refusal =
    geo.status === 'denied'
      ? t.geoDenied
      : geo.status === 'timeout'
        ? t.geoTimeout
        : geo.status === 'unavailable'
          ? t.geoUnavailable
          : null;
  const near = geo.status === 'found' ? nearestStops(stops, geo.position, NEAREST_COUNT) : [];
  // The position is known, but no stop of the district has one (the stops call may send none).
  const noneWithPosition = geo.status === 'found' && !near.length;
  return (
    <section className="place-choices near-me" aria-labelledby="near-me">
      <h2 id="near-me" className="visually-hidden">
        {t.nearMe}
      </h2>
      <button type="button" onClick={locate} disabled={geo.status === 'locating'}>
        {t.nearMe}
      </button>
      {geo.status === 'locating' ? (
        <p role="status" className="muted">
          {t.locating}
        </p>
      ) : null}
      {refusal || noneWithPosition ? <Alert>{refusal ?? t.noStopPositions}</Alert> : null}
      {near.length ? (
        <>
          <h3>{t.nearest}</h3>
          <ul>
            {near.map(({ stop, metres }) => (
              <li key={stop.stopId}>
                <button type="button" onClick={() => onChoose(stop)}>
                  {stopLabel(stop)}
                </button>{' '}
                <span className="muted">{formatDistance(metres)}</span>
              </li>
            ))}
          </ul>
        </>
      ) : null}
    </section>
  );
}
