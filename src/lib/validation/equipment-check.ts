import { startOfMinute, subDays } from 'date-fns';
import { inStockholm } from '@/lib/time/stockholm';

/**
 * The equipment dialog's rules (spec 2 §5), pure so that the dialog and the mock server apply
 * the same ones. Messages are the spec's, word for word.
 */
export const EQUIPMENT_CHECK_MESSAGES = {
  activityOrTemperature: 'Kontrollera alternativ för korgtvätt eller rätta till temperaturen!',
  tooLate: 'Efterregistrering är möjligt högst 5 dagar efter händelsen! Justera datum/tid.',
  future: 'Det går inte att registrera händelser framåt i tiden. Justera datum/tid.',
} as const;

export const HOST_TYPE = { station: 1, vehicle: 2 } as const;
/** Equipment type whose status 11 needs a temperature below 2 (a cooling check). */
export const COOLING_EQUIPMENT_TYPE_ID = 72;
export const TEMPERATURE_STATUS_ID = 11;
export const TEMPERATURE_LIMIT = 2;
export const BACK_REGISTRATION_DAYS = 5;
export const PRESELECTED_STATUS_IDS = [2, 5, 6, 9, 12] as const;
/** A new check has id 0 and status 2. */
export const NEW_CHECK_ID = 0;
export const DEFAULT_STATUS_ID = 2;
export const CHECKLIST_PAGE_SIZE = 5000;

/** "1,5", "1.5", 1.5 → 1.5; empty → null; anything else → NaN. */
export function parseTemperature(value: unknown): number | null {
  if (value === null || value === undefined) return null;
  if (typeof value === 'number') return value;
  if (typeof value !== 'string') return Number.NaN;
  const trimmed = value.trim();
  if (trimmed === '') return null;
  if (!/^[-+]?\d+([.,]\d+)?$/.test(trimmed)) return Number.NaN;
  return Number(trimmed.replace(',', '.'));
}

/** Type 72 with status 11 needs a temperature that is a number below 2. */
export function temperatureError(
  equipmentTypeId: number,
  statusId: number,
  temperature: unknown,
): string | null {
  if (equipmentTypeId !== COOLING_EQUIPMENT_TYPE_ID || statusId !== TEMPERATURE_STATUS_ID)
    return null;
  const value = parseTemperature(temperature);
  return value !== null && Number.isFinite(value) && value < TEMPERATURE_LIMIT
    ? null
    : EQUIPMENT_CHECK_MESSAGES.activityOrTemperature;
}

export interface TimeRuleOptions {
  /** Allowed clock skew before a time counts as "in the future" (0: none). */
  futureToleranceMs?: number;
  /** Grace on the 5-day limit (the server: the minute may turn while the request travels). */
  backGraceMs?: number;
}

/**
 * The event time: not in the future and at most 5 days back. Times are entered to the minute, so
 * the limit is the current minute 5 calendar days back in Stockholm (a DST change does not move
 * it): exactly 5 days back is allowed, a minute more is not; the next minute is in the future.
 */
export function checkTimeError(
  created: Date | number,
  now: Date | number = Date.now(),
  { futureToleranceMs = 0, backGraceMs = 0 }: TimeRuleOptions = {},
): string | null {
  const at = +created;
  if (at > +now + futureToleranceMs) return EQUIPMENT_CHECK_MESSAGES.future;
  const limit = +subDays(startOfMinute(inStockholm(now)), BACK_REGISTRATION_DAYS) - backGraceMs;
  if (at < limit) return EQUIPMENT_CHECK_MESSAGES.tooLate;
  return null;
}

export interface CheckDraft {
  equipmentTypeId: number;
  statusId: number;
  temperature: unknown;
  created: Date | number;
}

/**
 * The first rule a check breaks, or null. `ticked` (the dialog's ticked activities) is checked
 * for new checks only; leave it out where it does not apply (the server).
 */
export function equipmentCheckError(
  draft: CheckDraft,
  options: { isNew?: boolean; ticked?: number; now?: Date | number } & TimeRuleOptions = {},
): string | null {
  if (options.isNew && options.ticked !== undefined && options.ticked < 1)
    return EQUIPMENT_CHECK_MESSAGES.activityOrTemperature;
  return (
    temperatureError(draft.equipmentTypeId, draft.statusId, draft.temperature) ??
    checkTimeError(draft.created, options.now, options)
  );
}

/** Temperature is kept only for type 72, place only for vehicles (host type 2). */
export function normalizeCheck<T extends { temperature: unknown; place: unknown }>(
  check: T,
  equipmentTypeId: number,
  hostTypeId: number,
): T {
  return {
    ...check,
    temperature: equipmentTypeId === COOLING_EQUIPMENT_TYPE_ID ? check.temperature : null,
    place: hostTypeId === HOST_TYPE.vehicle ? check.place : null,
  };
}
