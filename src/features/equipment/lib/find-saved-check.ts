import { parseServerDate } from '@/lib/time';
import type { EquipmentCheck } from '../api/schemas';
import type { ChecklistFilter } from '../api/equipment-keys';
import type { CheckBody } from '../api/save-check';

/** The server clock may run a little behind the browser's. */
const CLOCK_SLACK_MS = 2 * 60_000;

/** The list that holds a new check of `body`, should it have arrived: its host on its day. */
export function lookupFilter(
  body: CheckBody,
  draft: { districtId: number | null; hostTypeId: number | null; hostId: number | null },
  equipmentId: number,
): ChecklistFilter {
  const day = body.created.slice(0, 10);
  return {
    districtIds: draft.districtId === null ? [] : [draft.districtId],
    dateFrom: day,
    dateTo: day,
    hostTypeId: draft.hostTypeId,
    hostId: draft.hostId,
    equipmentId,
    place: null,
  };
}

/**
 * The check a send without an answer created, if the server has it: same activity (host
 * equipment relation) and event time (to the minute), registered since that send.
 */
export function findSavedCheck(
  checks: readonly EquipmentCheck[],
  body: CheckBody,
  sentAt: number,
): EquipmentCheck | null {
  return (
    checks.find(
      (c) =>
        c.hostEquipmentRelationID === body.hostEquipmentRelationId &&
        c.created.slice(0, 16) === body.created.slice(0, 16) &&
        (parseServerDate(c.registered)?.getTime() ?? 0) >= sentAt - CLOCK_SLACK_MS,
    ) ?? null
  );
}
