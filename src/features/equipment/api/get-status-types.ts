import { queryOptions } from '@tanstack/react-query';
import * as z from 'zod/mini';
import { request } from '@/lib/api/client';
import { statusTypeSchema, type StatusType } from './schemas';
import { equipmentKeys } from './equipment-keys';

const CACHE_KEY = 'pp.equipment.statusTypes';
const listSchema = z.array(statusTypeSchema);

function cached(): StatusType[] | undefined {
  try {
    const raw = sessionStorage.getItem(CACHE_KEY);
    if (!raw) return undefined;
    const parsed = z.safeParse(listSchema, JSON.parse(raw) as unknown);
    return parsed.success ? parsed.data : undefined;
  } catch {
    return undefined;
  }
}

/** GET api/Admin/StatusTypes — cached in session storage for the browser session (spec 2 §7). */
export async function getStatusTypes(signal?: AbortSignal): Promise<StatusType[]> {
  const statuses = await request({
    host: 'verify',
    path: '/api/Admin/StatusTypes',
    schema: listSchema,
    signal,
  });
  try {
    sessionStorage.setItem(CACHE_KEY, JSON.stringify(statuses));
  } catch {
    /* storage unavailable: the query cache still holds it */
  }
  return statuses;
}

export const statusTypesQuery = () =>
  queryOptions({
    queryKey: equipmentKeys.statusTypes(),
    queryFn: ({ signal }) => getStatusTypes(signal),
    initialData: cached,
    staleTime: Infinity,
  });
