import { useQuery } from '@tanstack/react-query';
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

/** The place's trains and buses, each its own call; only the latest search's answers count. */
export function useDepartures(
  stop: Stop | null,
  districtId: number,
  trainSearch: TrainSearch | null,
  tracker: SearchTracker,
) {
  const samStopId = stop?.samStopId ?? 0;
  const placeName = stop?.stopName ?? '';
  const signature = trainSearch?.kind === 'signature' ? trainSearch.signature : null;
  const trains = useQuery({
    queryKey: connectionsKeys.trains(districtId, samStopId, signature, placeName),
    queryFn: ({ signal }) =>
      tracker.guard(searchKey(districtId, samStopId), () =>
        getTrainDepartures({ signature, placeName, date: searchDate() }, signal),
      ),
    enabled: stop !== null && trainSearch !== null && trainSearch.kind !== 'missingSignature',
    ...live,
  });
  const buses = useQuery({
    queryKey: connectionsKeys.buses(districtId, samStopId),
    queryFn: ({ signal }) =>
      tracker.guard(searchKey(districtId, samStopId), () =>
        getBusDepartures({ samStopId, date: searchDate() }, signal),
      ),
    enabled: stop !== null,
    ...live,
  });
  return { trains, buses };
}
