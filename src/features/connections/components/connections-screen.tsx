import { useCallback, useMemo, useState } from 'react';
import { useQuery } from '@tanstack/react-query';
import { QueryFailure, QueryState } from '@/components/query-state';
import { useStrings } from '@/lib/i18n';
import { useStoredState } from '@/lib/use-stored-state';
import { useSession } from '@/stores/session';
import { placesQuery } from '../api/get-places';
import { districtStopsQuery } from '@/lib/resources/traffic/get-stops';
import type { Stop } from '@/lib/resources/traffic/stop-schema';
import type { Place } from '../api/schemas';
import { SearchTracker } from '../lib/latest-search';
import { historyDistrict, type HistoryItem } from '../lib/search-history';
import { signatureOf, trainSearchFor } from '../lib/train-search';
import { connectionsStrings } from '../strings';
import { DepartureBoard } from './departure-board';
import { NearMe } from './near-me';
import { MainStations, SearchHistory } from './place-choices';
import { PlaceSearch } from './place-search';
import { searchKey } from './use-departures';
import { useSearchHistory } from './use-search-history';

/** The place being looked at (kept for the tab's session, so a reload shows it again). */
interface Chosen {
  /** The district the place is searched in: its train rule and its vehicles are that district's. */
  districtId: number;
  samStopId: number;
  place: string;
  signature?: string | null;
  /**
   * The header district it was chosen under (a history entry may be another district's place):
   * the board shows it there only, as a district change starts afresh. Before: `districtId`.
   */
  shownIn?: number;
}

/** The place on the board, per user (another user signing in in this tab starts afresh). */
const chosenKey = (userId: string) => `pp.connections.place.${userId}`;
const NO_STOPS: Stop[] = [];
const NO_PLACES: Place[] = [];

function parseChosen(raw: unknown): Chosen | null {
  const c = raw as Partial<Chosen> | null;
  return c && Number.isInteger(c.districtId) && Number.isInteger(c.samStopId) && c.place
    ? { ...(c as Chosen), shownIn: Number.isInteger(c.shownIn) ? c.shownIn : c.districtId }
    : null;
}

/** A place known only from history (not among the header district's stops): search it anyway. */
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

/** The screen under the heading, in the header's district: the places and the board. */
export function ConnectionsScreen({ districtId }: { districtId: number }) {
  const t = useStrings(connectionsStrings);
  const userId = useSession()?.userId ?? '';
  const stopsResult = useQuery(districtStopsQuery(districtId));
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
        districtId: target.districtId,
      });
    },
    [tracker, setChosen, addHistory],
  );
  const chooseStop = useCallback(
    (stop: Stop) =>
      search({
        districtId,
        samStopId: stop.samStopId,
        place: stop.stopName,
        signature: signatureOf(stop, places),
        shownIn: districtId,
      }),
    [search, districtId, places],
  );
  // A history entry is searched in its own district, whichever district the header shows.
  const historyChoices = useMemo(
    () =>
      history.map((item) => ({
        item,
        districtId: historyDistrict(item, districtId, stopsResult.data),
      })),
    [history, districtId, stopsResult.data],
  );
  const chooseHistory = useCallback(
    (item: HistoryItem, placeDistrictId: number) =>
      search({
        districtId: placeDistrictId,
        samStopId: item.samStopId,
        place: item.place,
        signature: item.signature ?? null,
        shownIn: districtId,
      }),
    [search, districtId],
  );

  const current = chosen && chosen.shownIn === districtId ? chosen : null;
  const stop = useMemo(
    () =>
      current
        ? ((current.districtId === districtId
            ? stops.find((s) => s.samStopId === current.samStopId)
            : undefined) ?? stopFromHistory(current))
        : null,
    [current, districtId, stops],
  );
  // The signatures of the place's own district (the same call when it is the header's).
  const boardPlacesResult = useQuery(placesQuery(current?.districtId ?? districtId));
  const boardPlaces = boardPlacesResult.data ?? NO_PLACES;
  // Trains wait for the places (signatures) where the stop itself carries none.
  const placesKnown = !boardPlacesResult.isPending || Boolean(stop?.shortName);
  const trainSearch =
    current && stop && placesKnown ? trainSearchFor(stop, current.districtId, boardPlaces) : null;

  return (
    <div className="connections-layout">
      <div className="connections-places">
        {/* The stations' signatures: without them trains are searched by a stop's own. */}
        <QueryFailure query={placesResult} text={t.placesError} />
        <QueryState
          query={stopsResult}
          errorText={t.stopsError}
          isEmpty={(list) => list.length === 0}
          empty={t.noStops}
        >
          {(list) => (
            <>
              <PlaceSearch stops={list} onChoose={chooseStop} />
              <MainStations
                districtId={districtId}
                stops={list}
                places={places}
                onChoose={chooseStop}
              />
              <NearMe stops={list} onChoose={chooseStop} />
            </>
          )}
        </QueryState>
        <SearchHistory items={historyChoices} onChoose={chooseHistory} />
      </div>
      <div className="connections-board">
        {current && stop && trainSearch ? (
          <DepartureBoard
            key={searchKey(current.districtId, stop.samStopId)}
            stop={stop}
            signature={
              trainSearch.kind === 'signature'
                ? trainSearch.signature
                : signatureOf(stop, boardPlaces)
            }
            districtId={current.districtId}
            trainSearch={trainSearch}
            tracker={tracker}
          />
        ) : (
          <p className="state state-empty">{t.choosePlace}</p>
        )}
      </div>
    </div>
  );
}
