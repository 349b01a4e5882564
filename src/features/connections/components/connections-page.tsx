import { useCallback, useMemo, useState } from 'react';
import { useQuery, type UseQueryResult } from '@tanstack/react-query';
import { QueryState } from '@/components/query-state';
import { commonStrings } from '@/components/strings';
import { isApiError } from '@/lib/api/api-error';
import { useStrings } from '@/lib/i18n';
import { useStoredState } from '@/lib/use-stored-state';
import { useCurrentDistrict } from '@/stores/district';
import { useSession } from '@/stores/session';
import { placesQuery } from '../api/get-places';
import { stopsQuery } from '../api/get-stops';
import type { Place, Stop } from '../api/schemas';
import { SearchTracker } from '../lib/latest-search';
import type { HistoryItem } from '../lib/search-history';
import { signatureOf, trainSearchFor } from '../lib/train-search';
import { connectionsStrings, type ConnectionsStrings } from '../strings';
import { DepartureBoard } from './departure-board';
import { NearMe } from './near-me';
import { MainStations, SearchHistory } from './place-choices';
import { PlaceSearch } from './place-search';
import { searchKey } from './use-departures';
import { useSearchHistory } from './use-search-history';
import './connections.css';

/** The place being looked at (kept for the tab's session, so a reload shows it again). */
interface Chosen {
  districtId: number;
  samStopId: number;
  place: string;
  signature?: string | null;
}

/** The place on the board, per user (another user signing in in this tab starts afresh). */
const chosenKey = (userId: string) => `pp.connections.place.${userId}`;
const NO_STOPS: Stop[] = [];
const NO_PLACES: Place[] = [];

function parseChosen(raw: unknown): Chosen | null {
  const c = raw as Partial<Chosen> | null;
  return c && Number.isInteger(c.districtId) && Number.isInteger(c.samStopId) && c.place
    ? (c as Chosen)
    : null;
}

/** A place known only from history (not among the district's stops now): search it anyway. */
const stopFromHistory = (c: Chosen): Stop => ({
  stopId: -c.samStopId,
  stopName: c.place,
  shortName: c.signature ?? null,
  districtId: c.districtId,
  samStopId: c.samStopId,
  latitude: null,
  longitude: null,
  activeStop: true,
});

/** The places call (the stations' signatures) failed: say so, with a retry. */
function PlacesError({ query, t }: { query: UseQueryResult<Place[]>; t: ConnectionsStrings }) {
  const common = useStrings(commonStrings);
  const message = isApiError(query.error) ? query.error.statusText : (query.error?.message ?? '');
  return (
    <div className="service-error" role="alert">
      {t.placesError(message)}{' '}
      <button type="button" onClick={() => void query.refetch()}>
        {common.retry}
      </button>
    </div>
  );
}

/** Connections: search a place and see its train and bus departures (spec 2 §2). */
export default function ConnectionsPage() {
  const t = useStrings(connectionsStrings);
  const districtId = useCurrentDistrict();
  const userId = useSession()?.userId ?? '';
  const stopsResult = useQuery(stopsQuery(districtId));
  const placesResult = useQuery(placesQuery(districtId));
  const stops = stopsResult.data ?? NO_STOPS;
  const places = placesResult.data ?? NO_PLACES;
  const [history, addHistory] = useSearchHistory(userId);
  const [chosen, setChosen] = useStoredState<Chosen | null>(chosenKey(userId), null, parseChosen);
  // The latest search; restored with the page so that its answers count.
  const [tracker] = useState(() => {
    const latest = new SearchTracker();
    if (chosen) latest.start(searchKey(chosen.districtId, chosen.samStopId));
    return latest;
  });

  const search = useCallback(
    (target: Chosen) => {
      tracker.start(searchKey(target.districtId, target.samStopId));
      setChosen(target);
      addHistory({
        place: target.place,
        samStopId: target.samStopId,
        signature: target.signature ?? null,
        timeStamp: new Date().toISOString(),
      });
    },
    [tracker, setChosen, addHistory],
  );
  const chooseStop = useCallback(
    (stop: Stop) =>
      search({
        districtId: districtId!,
        samStopId: stop.samStopId,
        place: stop.stopName,
        signature: signatureOf(stop, places),
      }),
    [search, districtId, places],
  );
  const chooseHistory = useCallback(
    (item: HistoryItem) =>
      search({
        districtId: districtId!,
        samStopId: item.samStopId,
        place: item.place,
        signature: item.signature ?? null,
      }),
    [search, districtId],
  );

  const current = chosen && chosen.districtId === districtId ? chosen : null;
  const stop = useMemo(
    () =>
      current
        ? (stops.find((s) => s.samStopId === current.samStopId) ?? stopFromHistory(current))
        : null,
    [current, stops],
  );
  // Trains wait for the places (signatures) where the stop itself carries none.
  const placesKnown = !placesResult.isPending || Boolean(stop?.shortName);
  const trainSearch =
    stop && districtId !== null && placesKnown ? trainSearchFor(stop, districtId, places) : null;

  if (districtId === null) {
    return (
      <div className="page connections-page">
        <h1>{t.title}</h1>
        <p className="state state-empty">{t.noDistrict}</p>
      </div>
    );
  }
  return (
    <div className="page connections-page">
      <h1>{t.title}</h1>
      <p className="muted">{t.intro}</p>
      <div className="connections-layout">
        <div className="connections-places">
          {placesResult.isError ? <PlacesError query={placesResult} t={t} /> : null}
          <QueryState
            query={stopsResult}
            errorText={t.stopsError}
            isEmpty={(list) => list.length === 0}
            empty={t.noStops}
          >
            {(list) => (
              <>
                <PlaceSearch stops={list} onChoose={chooseStop} t={t} />
                <MainStations
                  districtId={districtId}
                  stops={list}
                  places={places}
                  onChoose={chooseStop}
                  t={t}
                />
                <NearMe stops={list} onChoose={chooseStop} t={t} />
              </>
            )}
          </QueryState>
          <SearchHistory items={history} onChoose={chooseHistory} t={t} />
        </div>
        <div className="connections-board">
          {stop && trainSearch ? (
            <DepartureBoard
              key={searchKey(districtId, stop.samStopId)}
              stop={stop}
              signature={
                trainSearch.kind === 'signature' ? trainSearch.signature : signatureOf(stop, places)
              }
              districtId={districtId}
              trainSearch={trainSearch}
              tracker={tracker}
              t={t}
            />
          ) : (
            <p className="state state-empty">{t.choosePlace}</p>
          )}
        </div>
      </div>
    </div>
  );
}
