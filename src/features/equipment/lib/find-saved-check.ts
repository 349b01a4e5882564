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
 * equipment relation), event time (to the minute), status and description, registered since
 * that send (a server that gives no registered time is taken at the rest).
 */
export function findSavedCheck(
  checks: readonly EquipmentCheck[],
  body: CheckBody,
  sentAt: number,
): EquipmentCheck | null {
  const since = sentAt - CLOCK_SLACK_MS;
  return (
    checks.find((c) => {
      const registered = parseServerDate(c.registered)?.getTime();
      return (
        c.hostEquipmentRelationID === body.hostEquipmentRelationId &&
        c.created.slice(0, 16) === body.created.slice(0, 16) &&
        c.statusId === body.statusTypeId &&
        c.description.trim() === body.description.trim() &&
        (registered === undefined || registered >= since)
      );
    }) ?? null
  );
}
