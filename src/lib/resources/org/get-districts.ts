import { queryOptions, useQuery } from '@tanstack/react-query';
import { request } from '@/lib/api/client';
import { sessionCachedQuery } from '@/lib/storage/session-cached-query';
import type { District } from './district-schema';
import { orgKeys } from './org-keys';

export type { District };

const CACHE_KEY = 'pp.districts';

/** A district as this module stored it (already validated when it arrived). */
function isDistrict(value: unknown): value is District {
  if (typeof value !== 'object' || value === null) return false;
  const d = value as Record<string, unknown>;
  return (
    typeof d.id === 'number' &&
    typeof d.name === 'string' &&
    typeof d.shortName === 'string' &&
    typeof d.code === 'string' &&
    (d.divisionId === null || typeof d.divisionId === 'number')
  );
}

const parseDistricts = (raw: unknown): District[] | null =>
  Array.isArray(raw) && raw.every(isDistrict) ? raw : null;

/** GET auth /api/district. */
export function getDistricts(signal?: AbortSignal): Promise<District[]> {
  return request({
    host: 'auth',
    path: '/api/district',
    // Loaded while the call is under way: the district picker is in the start bundle, zod is not.
    schema: import('./district-schema').then((m) => m.districtsSchema),
    signal,
  });
}

export const districtsQuery = () =>
  queryOptions({
    queryKey: orgKeys.districts(),
    // Cached for the browser session (spec 1).
    ...sessionCachedQuery(CACHE_KEY, parseDistricts, getDistricts),
    staleTime: Infinity,
  });

export const useDistricts = () => useQuery(districtsQuery());

/** Name of a district, or its id when the list is not there. */
export function districtName(
  districts: readonly District[] | undefined,
  districtId: number,
): string {
  return districts?.find((d) => d.id === districtId)?.name ?? String(districtId);
}
