import { PRESELECTED_STATUS_IDS, DEFAULT_STATUS_ID } from '@/lib/validation/equipment-check';
import type { EquipmentCheck, StatusType, ThingToCheck } from '../api/schemas';
import { DEFAULT_TIME, defaultCheckDate, type ActivityDraft, type CheckDraft } from './check-draft';

/** The status a new activity starts with: its group's preselected one (2, 5, 6, 9, 12). */
export function preselectedStatus(statuses: readonly StatusType[], statusGroupId: number): number {
  const group = statuses.filter((s) => s.statusGroupId === statusGroupId);
  const preset = (s: StatusType) =>
    s.preselected || (PRESELECTED_STATUS_IDS as readonly number[]).includes(s.id);
  return (
    group.find(preset)?.id ??
    group.find((s) => s.id === DEFAULT_STATUS_ID)?.id ??
    group[0]?.id ??
    DEFAULT_STATUS_ID
  );
}

/** The host's things to check as unticked activities with their preselected statuses. */
export function activitiesOf(
  things: readonly ThingToCheck[],
  statuses: readonly StatusType[],
): ActivityDraft[] {
  return things.map((thing) => ({
    relationId: thing.hostEquipmentRelationId,
    equipmentId: thing.equipmentId,
    name: thing.equipmentTypeName,
    statusGroupId: thing.statusGroupId,
    checkTemplateId: thing.checkTemplateId,
    ticked: false,
    statusId: preselectedStatus(statuses, thing.statusGroupId),
    temperature: '',
    description: '',
    state: 'open',
  }));
}

/** A new check (id 0) at noon, in what the filter has narrowed down. */
export function newDraft(
  defaults: { districtId: number | null; hostTypeId: number | null; hostId: number | null },
  now: Date | number = Date.now(),
): CheckDraft {
  return {
    id: 0,
    ...defaults,
    date: defaultCheckDate(now),
    time: DEFAULT_TIME,
    originalCreated: null,
    place: '',
    trip: '',
    vehiclePosition: '',
    memo: '',
    imageUrl: '',
    externalId: '',
    activities: [],
  };
}

/** An existing check as the dialog edits it: one activity, already ticked. */
export function editDraft(check: EquipmentCheck, statuses: readonly StatusType[]): CheckDraft {
  const group = statuses.find((s) => s.id === check.statusId)?.statusGroupId ?? 0;
  return {
    id: check.id,
    districtId: check.districtID,
    hostTypeId: check.hostTypeId,
    hostId: check.hostId,
    date: check.created.slice(0, 10),
    time: check.created.slice(11, 16),
    originalCreated: check.created,
    base: checkFingerprint(check),
    place: check.place,
    trip: check.trip === null ? '' : String(check.trip),
    vehiclePosition: check.vehiclePosition,
    memo: check.memo,
    imageUrl: check.imageUrl,
    externalId: check.externalId,
    activities: [
      {
        relationId: check.hostEquipmentRelationID,
        equipmentId: check.equipmentId,
        name: check.equipmentTypeName,
        statusGroupId: group,
        checkTemplateId: check.checkTemplateId,
        ticked: true,
        statusId: check.statusId,
        temperature: check.temperature === null ? '' : String(check.temperature).replace('.', ','),
        description: check.description,
        state: 'open',
      },
    ],
  };
}

/** What identifies the server's state of a check: any change on the server changes it. */
export const checkFingerprint = (check: EquipmentCheck): string => JSON.stringify(check);

/**
 * The stored draft if it may be restored over `fresh`: a draft of the same check, begun from the
 * check as the server still has it. A draft of another check, or of a check changed on the
 * server since (by someone else, or saved from another tab), is dropped for the fresh one.
 */
export function restorable(stored: CheckDraft | null, fresh: CheckDraft): CheckDraft | null {
  if (!stored || stored.id !== fresh.id) return null;
  return (stored.base ?? null) === (fresh.base ?? null) ? stored : null;
}

/** A draft read back from session storage, or null when it does not look like one. */
export function parseDraft(raw: unknown): CheckDraft | null {
  if (!raw || typeof raw !== 'object') return null;
  const d = raw as Partial<CheckDraft>;
  return typeof d.id === 'number' &&
    typeof d.time === 'string' &&
    typeof d.memo === 'string' &&
    Array.isArray(d.activities)
    ? (d as CheckDraft)
    : null;
}
