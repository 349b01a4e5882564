import { queryOptions } from '@tanstack/react-query';
import * as z from 'zod/mini';
import { request } from '@/lib/api/client';
import { sessionCachedQuery } from '@/lib/storage/session-cached-query';
import { stopsSchema, type Stop } from './stop-schema';
import { stopsKeys } from './stops-keys';

/** Spec 2 §7: the stops call's result is cached in session storage (per district asked). */
const EVERY_DISTRICT_KEY = 'pp.stops';
const districtKey = (districtId: number | null) =>
  districtId === null ? null : `pp.stops.${districtId}`;

const parseStops = (raw: unknown) => {
  const parsed = z.safeParse(stopsSchema, raw);
  return parsed.success ? parsed.data : null;
};

/**
 * GET traffic api/stops?activestop=true: the active stops, of one district when `districtId` is
 * given (districtId=4), else of every district.
 */
export function getStops(districtId?: number, signal?: AbortSignal): Promise<Stop[]> {
  return request({
    host: 'traffic',
    path: '/api/stops',
    query: { districtId, activestop: true },
    schema: stopsSchema,
    signal,
  });
}

/** Every district's stops (the message form): fetched once per browser session. */
export const everyDistrictStopsQuery = () =>
  queryOptions({
    queryKey: stopsKeys.everyDistrict(),
    ...sessionCachedQuery(EVERY_DISTRICT_KEY, parseStops, (signal) => getStops(undefined, signal)),
    staleTime: Infinity,
  });

/**
 * One district's stops (connections); off without a district. Stops change rarely: a reload
 * reads them from session storage, and after an hour they are fetched again in the background.
 */
export const districtStopsQuery = (districtId: number | null) =>
  queryOptions({
    queryKey: stopsKeys.district(districtId),
    ...sessionCachedQuery(districtKey(districtId), parseStops, (signal) =>
      getStops(districtId!, signal),
    ),
    enabled: districtId !== null,
    staleTime: 60 * 60_000,
  });
