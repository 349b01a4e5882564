import { queryOptions, useQuery } from '@tanstack/react-query';
import { shouldRetry } from '@/lib/api/api-error';
import { connectionsKeys } from '../api/connections-keys';
import { getBusDepartures, getTrainDepartures, searchDate } from '../api/get-departures';
import type { Stop } from '@/lib/resources/traffic/stop-schema';
import { REFRESH_MS } from '../config';
import { StaleSearchError, type SearchTracker } from '../lib/latest-search';
import type { TrainSearch } from '../lib/train-search';

const retry = (count: number, error: Error) =>
  !(error instanceof StaleSearchError) && shouldRetry(count, error);

/** What both queries share: refresh while the tab is visible only, and on coming back to it. */
const live = {
  refetchInterval: REFRESH_MS,
  refetchIntervalInBackground: false,
  refetchOnWindowFocus: true,
  staleTime: REFRESH_MS / 2,
  retry,
} as const;

/** Which search a place is (the tracker's key). */
export const searchKey = (districtId: number, samStopId: number) => `${districtId}:${samStopId}`;

/**
 * The place's trains; off without a place, or where the district needs a signature the place
 * lacks. Only the latest search's answer counts.
 */
export function trainDeparturesQuery(
  districtId: number,
  stop: Stop | null,
  trainSearch: TrainSearch | null,
  tracker: SearchTracker,
) {
  const samStopId = stop?.samStopId ?? null;
  const placeName = stop?.stopName ?? '';
  const signature = trainSearch?.kind === 'signature' ? trainSearch.signature : null;
  return queryOptions({
    queryKey: connectionsKeys.trains(districtId, samStopId, signature, placeName),
    queryFn: ({ signal }) =>
      tracker.guard(searchKey(districtId, samStopId!), () =>
        getTrainDepartures({ signature, placeName, date: searchDate() }, signal),
      ),
    enabled: samStopId !== null && trainSearch !== null && trainSearch.kind !== 'missingSignature',
    ...live,
  });
}

/** The place's buses; off without a place. Only the latest search's answer counts. */
export function busDeparturesQuery(districtId: number, stop: Stop | null, tracker: SearchTracker) {
  const samStopId = stop?.samStopId ?? null;
  return queryOptions({
    queryKey: connectionsKeys.buses(districtId, samStopId),
    queryFn: ({ signal }) =>
      tracker.guard(searchKey(districtId, samStopId!), () =>
        getBusDepartures({ samStopId: samStopId!, date: searchDate() }, signal),
      ),
    enabled: samStopId !== null,
    ...live,
  });
}

/** The place's trains and buses, each its own call; only the latest search's answers count. */
export function useDepartures(
  stop: Stop | null,
  districtId: number,
  trainSearch: TrainSearch | null,
  tracker: SearchTracker,
) {
  const trains = useQuery(trainDeparturesQuery(districtId, stop, trainSearch, tracker));
  const buses = useQuery(busDeparturesQuery(districtId, stop, tracker));
  return { trains, buses };
}
