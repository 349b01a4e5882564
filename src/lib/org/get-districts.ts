import { queryOptions, useQuery } from '@tanstack/react-query';
import * as z from 'zod/mini';
import { request } from '@/lib/api/client';
import { id, optionalId, text } from '@/lib/api/schemas';
import { orgKeys } from './org-keys';

export const districtSchema = z.object({
  id,
  name: text,
  shortName: text,
  code: text,
  divisionId: optionalId,
});
export type District = z.infer<typeof districtSchema>;

const CACHE_KEY = 'pp.districts';

function cached(): District[] | undefined {
  try {
    const raw = sessionStorage.getItem(CACHE_KEY);
    if (!raw) return undefined;
    const parsed = z.safeParse(z.array(districtSchema), JSON.parse(raw) as unknown);
    return parsed.success ? parsed.data : undefined;
  } catch {
    return undefined;
  }
}

/** GET auth /api/district — cached for the browser session. */
export async function getDistricts(signal?: AbortSignal): Promise<District[]> {
  const districts = await request({
    host: 'auth',
    path: '/api/district',
    schema: z.array(districtSchema),
    signal,
  });
  try {
    sessionStorage.setItem(CACHE_KEY, JSON.stringify(districts));
  } catch {
    /* ignore */
  }
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
