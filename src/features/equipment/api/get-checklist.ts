import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import { request } from '@/lib/api/client';
import { CHECKLIST_PAGE_SIZE } from '@/lib/validation/equipment-check';
import { checklistPageReader } from './read-checklist';
import type { ChecklistPage } from './schemas';
import { equipmentKeys, type ChecklistFilter } from './equipment-keys';

/**
 * GET api/Admin/checklist?districtids=4,17&datefrom&dateto&hosttypeid&hostid&equipmentid&place
 * &skip&take&count: one page (5,000) of checks and how many match.
 */
export function getChecklist(
  filter: ChecklistFilter,
  skip: number,
  signal?: AbortSignal,
  /** When a change waits for the list (it must end as the change would). */
  timeoutMs?: number,
): Promise<ChecklistPage> {
  return request({
    host: 'verify',
    path: '/api/Admin/checklist',
    query: {
      districtids: filter.districtIds.join(','),
      datefrom: filter.dateFrom,
      dateto: filter.dateTo,
      hosttypeid: filter.hostTypeId,
      hostid: filter.hostId,
      equipmentid: filter.equipmentId,
      place: filter.place,
      skip,
      take: CHECKLIST_PAGE_SIZE,
      count: true,
    },
    // 5,000 checks: read by hand, as checklistPageSchema says (zod took most of the first render).
    schema: checklistPageReader,
    signal,
    timeoutMs,
  });
}

export const checklistQuery = (filter: ChecklistFilter, skip: number) =>
  queryOptions({
    queryKey: equipmentKeys.checklist(filter, skip),
    queryFn: ({ signal }) => getChecklist(filter, skip, signal),
    enabled: filter.districtIds.length > 0,
    placeholderData: keepPreviousData,
  });
