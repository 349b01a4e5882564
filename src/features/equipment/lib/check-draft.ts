import {
  EQUIPMENT_CHECK_MESSAGES as M,
  HOST_TYPE,
  checkTimeError,
  normalizeCheck,
  parseTemperature,
  temperatureError,
} from '@/lib/validation/equipment-check';
import { stockholmWallTime, toDateKey } from '@/lib/time/stockholm';
import { formatClock, parseClockInput } from '@/lib/time/clock-input';
import type { CheckBody } from '../api/save-check';

/** One activity of the dialog: a thing to check on the host, ticked when it was done. */
export interface ActivityDraft {
  relationId: number;
  equipmentId: number;
  name: string;
  statusGroupId: number;
  checkTemplateId: number | null;
  ticked: boolean;
  statusId: number;
  temperature: string;
  description: string;
  /** Saved activities are never sent again; a rejected one carries the server's reason. */
  state: 'open' | 'saved' | 'rejected';
  reason?: string;
  /**
   * When a new check of this activity was last sent without an answer (time-out, dropped
   * network): it may be on the server, so the next save looks for it before sending again.
   */
  sentAt?: number;
}

/** What the dialog holds: a new check (id 0, one or more activities) or an existing one. */
export interface CheckDraft {
  id: number;
  districtId: number | null;
  hostTypeId: number | null;
  hostId: number | null;
  /** yyyy-MM-dd and HH:mm, Stockholm wall time. */
  date: string | null;
  time: string;
  /** The event time the check had when opened (edit): the time rules apply when it changes. */
  originalCreated: string | null;
  /**
   * Edit: the check as the server had it when the draft began (a fingerprint). A stored draft
   * whose check has changed on the server since is not restored, so it cannot overwrite newer
   * data. Null for a new check.
   */
  base?: string | null;
  place: string;
  trip: string;
  vehiclePosition: string;
  memo: string;
  imageUrl: string;
  externalId: string;
  activities: ActivityDraft[];
}

export const DEFAULT_TIME = '12:00';

/**
 * The day of a new check: today (at the spec's default time, noon). Before noon that moment is
 * still ahead, and saving it unchanged is refused by the future rule, so the person sets the
 * real time; the day is never silently yesterday.
 */
export function defaultCheckDate(now: Date | number = Date.now()): string {
  return toDateKey(now);
}

/**
 * `2026-05-04`, `09:30` → the moment; null when the date is missing or the time is not a clock
 * time (the field holds what was typed: '0930' and '9.30' are read as 09:30 too).
 */
export function createdMoment(date: string | null, time: string): Date | null {
  const minutes = parseClockInput(time);
  if (!date || minutes === null) return null;
  return stockholmWallTime(date, minutes);
}

/** The check's time as the API takes it, `2026-05-04T09:30:00` (the time read as above). */
export const createdText = (draft: Pick<CheckDraft, 'date' | 'time'>) =>
  `${draft.date}T${formatClock(parseClockInput(draft.time) ?? 0)}:00`;

/** Whether an existing check's event time was left as it was (to the minute). */
export const timeUnchanged = (draft: CheckDraft) =>
  draft.originalCreated !== null &&
  createdText(draft).slice(0, 16) === draft.originalCreated.slice(0, 16);

/** The activities a save sends: ticked and not yet saved. */
export const pendingActivities = (draft: CheckDraft) =>
  draft.activities.filter((a) => a.ticked && a.state !== 'saved');

export interface DraftError {
  /** A rule of spec 2 §5 (its message in EQUIPMENT_CHECK_MESSAGES), or no date/time given. */
  rule: keyof typeof M | 'missingTime';
  /** The activity (relation id) the message is about, if one. */
  relationId?: number;
}

/**
 * The first rule of spec 2 §5 the draft breaks, or null: a new check needs a ticked activity;
 * type 72 with status 11 needs a temperature below 2 (and a temperature typed is a number); the time at most 5 days back and not ahead
 * (for an existing check only when its time was changed).
 */
export function draftError(draft: CheckDraft, now: Date | number = Date.now()): DraftError | null {
  const pending = pendingActivities(draft);
  if (draft.id === 0 && pending.length === 0) return { rule: 'activityOrTemperature' };
  for (const a of pending) {
    // A temperature typed that is no number would be sent as none: it is refused, not dropped.
    const unreadable = Number.isNaN(parseTemperature(a.temperature));
    if (unreadable || temperatureError(a.equipmentId, a.statusId, a.temperature))
      return { rule: 'activityOrTemperature', relationId: a.relationId };
  }
  const created = createdMoment(draft.date, draft.time);
  if (!created) return { rule: 'missingTime' };
  if (draft.id === 0 || !timeUnchanged(draft)) {
    const message = checkTimeError(created, now);
    if (message === M.future) return { rule: 'future' };
    if (message === M.tooLate) return { rule: 'tooLate' };
  }
  return null;
}

/** The body of one activity's check (temperature only for type 72, place only on vehicles). */
export function checkBody(draft: CheckDraft, activity: ActivityDraft, userId: string): CheckBody {
  const vehicle = draft.hostTypeId === HOST_TYPE.vehicle;
  const { temperature, place } = normalizeCheck(
    { temperature: activity.temperature, place: draft.place.trim() || null },
    activity.equipmentId,
    draft.hostTypeId ?? 0,
  );
  const degrees = parseTemperature(temperature);
  const trip = draft.trip.trim();
  // An update sends what the server gave: a field its check did not carry (not in spec 2 §3) is
  // left out rather than sent as null, which a server could take as "clear it".
  const update = Boolean(draft.id);
  return {
    ...(update ? { id: draft.id } : {}),
    ...(update && activity.checkTemplateId === null
      ? {}
      : { checkTemplateId: activity.checkTemplateId }),
    ...(update && !draft.externalId ? {} : { ExternalId: draft.externalId || null }),
    statusTypeId: activity.statusId,
    userId,
    hostEquipmentRelationId: activity.relationId,
    // An unchanged time is sent as the server gave it (seconds and all).
    created: draft.id && timeUnchanged(draft) ? draft.originalCreated! : createdText(draft),
    description: activity.description.trim(),
    memo: draft.memo.trim(),
    // The trip belongs to vehicles only.
    trip: vehicle && /^\d+$/.test(trip) ? Number(trip) : null,
    ImageUrl: draft.imageUrl || null,
    Temperature: degrees !== null && Number.isFinite(degrees) ? degrees : null,
    VehiclePosition: vehicle ? draft.vehiclePosition.trim() || null : null,
    Place: place,
  };
}
