import type { Place } from '../api/schemas';
import type { Stop } from '@/lib/resources/traffic/stop-schema';
import { MAIN_STATIONS } from '../config';
import type { HistoryItem } from '../lib/search-history';
import { signatureOf } from '../lib/train-search';
import { useFormatNamed } from '@/lib/time/format';
import { useStrings } from '@/lib/i18n';
import { connectionsStrings } from '../strings';
import { stopLabel } from './place-search';

/** The district's main connection stations as one-click choices, in the spec's order. */
export function MainStations({
  districtId,
  stops,
  places,
  onChoose,
}: {
  districtId: number;
  stops: readonly Stop[];
  places: readonly Place[];
  onChoose: (stop: Stop) => void;
}) {
  const t = useStrings(connectionsStrings);
  const stations = (MAIN_STATIONS[districtId] ?? []).flatMap((signature) => {
    const stop = stops.find((s) => signatureOf(s, places) === signature);
    return stop ? [{ stop, signature }] : [];
  });
  if (!stations.length) return null;
  return (
    <section className="place-choices" aria-labelledby="main-stations">
      <h2 id="main-stations">{t.mainStations}</h2>
      <ul>
        {stations.map(({ stop, signature }) => (
          <li key={signature}>
            <button type="button" onClick={() => onChoose(stop)}>
              {stopLabel(stop, signature)}
            </button>
          </li>
        ))}
      </ul>
    </section>
  );
}

/**
 * A history entry and the district to search it in: null, not available in this district;
 * undefined, not known yet (an older entry, before the district's stops are).
 */
export interface HistoryChoice {
  item: HistoryItem;
  districtId: number | null | undefined;
}

/** The last places searched (newest first); one click searches again, in its own district. */
export function SearchHistory({
  items,
  onChoose,
}: {
  items: readonly HistoryChoice[];
  onChoose: (item: HistoryItem, districtId: number) => void;
}) {
  const t = useStrings(connectionsStrings);
  const formatNamed = useFormatNamed();
  return (
    <section className="place-choices search-history" aria-labelledby="search-history">
      <h2 id="search-history">{t.history}</h2>
      {items.length ? (
        <ol>
          {items.map(({ item, districtId }) => (
            <li key={item.samStopId}>
              {districtId === null || districtId === undefined ? (
                <span className="muted">{item.place}</span>
              ) : (
                <button type="button" onClick={() => onChoose(item, districtId)}>
                  {item.place}
                </button>
              )}{' '}
              <time className="muted" dateTime={item.timeStamp}>
                {formatNamed(new Date(item.timeStamp), 'dayMonthTime')}
              </time>
              {districtId === null ? <p className="muted">{t.historyElsewhere}</p> : null}
            </li>
          ))}
        </ol>
      ) : (
        <p className="muted">{t.historyEmpty}</p>
      )}
    </section>
  );
}
