import { addDaysToKey, parseServerDate, toDateKey } from '@/lib/time/stockholm';
import { BACK_REGISTRATION_DAYS } from '@/lib/validation/equipment-check';
import type { EquipmentCheck } from '../api/schemas';
import type { ChecklistFilter } from '../api/equipment-keys';
import type { CheckBody } from '../api/save-check';

/** The server clock may run a little behind the browser's. */
const CLOCK_SLACK_MS = 2 * 60_000;

/**
 * The list that holds a new check of `body`, should it have arrived: its host, from the day of
 * the event to today. The spec does not say whether the list's dates are the event's or the
 * registration's; a back-registered check (at most 5 days) is in this range either way. At most
 * the back-registration limit + 1 days are read.
 */
export function lookupFilter(
  body: CheckBody,
  draft: { districtId: number | null; hostTypeId: number | null; hostId: number | null },
  equipmentId: number,
  now: Date | number = Date.now(),
): ChecklistFilter {
  const day = body.created.slice(0, 10);
  const today = toDateKey(now);
  const last = addDaysToKey(day, BACK_REGISTRATION_DAYS + 1);
  return {
    districtIds: draft.districtId === null ? [] : [draft.districtId],
    dateFrom: day,
    dateTo: today < day ? day : today > last ? last : today,
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
