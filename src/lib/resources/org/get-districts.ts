import { queryOptions, useQuery } from '@tanstack/react-query';
import { request } from '@/lib/api/client';
import { safeSetItem } from '@/lib/storage/safe-storage';
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

function cached(): District[] | undefined {
  try {
    const raw = sessionStorage.getItem(CACHE_KEY);
    if (!raw) return undefined;
    const parsed: unknown = JSON.parse(raw);
    return Array.isArray(parsed) && parsed.every(isDistrict) ? parsed : undefined;
  } catch {
    return undefined;
  }
}

/** GET auth /api/district — cached for the browser session. */
export async function getDistricts(signal?: AbortSignal): Promise<District[]> {
  const districts = await request({
    host: 'auth',
    path: '/api/district',
    // Loaded while the call is under way: the district picker is in the start bundle, zod is not.
    schema: import('./district-schema').then((m) => m.districtsSchema),
    signal,
  });
  safeSetItem('session', CACHE_KEY, JSON.stringify(districts));
  return districts;
}

export const districtsQuery = () =>
  queryOptions({
    queryKey: orgKeys.districts(),
    queryFn: ({ signal }) => getDistricts(signal),
    initialData: cached,
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
