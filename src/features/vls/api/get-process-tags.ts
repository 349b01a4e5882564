import { queryOptions } from '@tanstack/react-query';
import * as z from 'zod/mini';
import { request } from '@/lib/api/client';
import { isApiError } from '@/lib/api/api-error';
import { FALLBACK_PROCESS_TAGS, type ProcessTag } from '@/lib/documents/fallback-process-tags';
import { processTagSchema } from './schemas';
import { vlsKeys } from './vls-keys';

export interface ProcessTags {
  tags: readonly ProcessTag[];
  /** True when the server failed and the embedded fallback tree is shown. */
  fallback: boolean;
}

/** GET api /processtag/getFilter?filter={"userId","districtId"}. */
export function getProcessTags(
  userId: string,
  districtId: number,
  signal?: AbortSignal,
): Promise<ProcessTag[]> {
  return request({
    host: 'api',
    path: '/processtag/getFilter',
    query: { filter: JSON.stringify({ userId, districtId }) },
    schema: z.array(processTagSchema),
    signal,
  });
}

/** The tag tree; when the call fails (other than 401) the embedded fallback tree is used. */
export const processTagsQuery = (userId: string, districtId: number | null) =>
  queryOptions({
    queryKey: vlsKeys.tags(districtId, userId),
    queryFn: async ({ signal }): Promise<ProcessTags> => {
      try {
        const tags = await getProcessTags(userId, districtId!, signal);
        return { tags, fallback: false };
      } catch (error) {
        if (signal.aborted || (isApiError(error) && error.status === 401)) throw error;
        return { tags: FALLBACK_PROCESS_TAGS, fallback: true };
      }
    },
    staleTime: 60 * 60 * 1000,
    enabled: districtId !== null,
  });
