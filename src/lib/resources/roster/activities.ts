/**
 * Administrative activity descriptions (spec 1 §3): the parts of a duty that are not driving.
 * Everything else (a trip, 'TÅG', a bus line …) counts as driving.
 */
export const ADMIN_ACTIVITIES = [
  'KLARGÖRING',
  'ORDERLÄSNING',
  'PLATTFORMSTID',
  'RAST',
  'GÅNGTID',
  'TURAVSLUTNING',
] as const;

const ADMIN = new Set<string>(ADMIN_ACTIVITIES);

/** Whether an activity is administrative; servers differ in case and surrounding spaces. */
export function isAdministrative(description: string): boolean {
  return ADMIN.has(description.trim().toLocaleUpperCase('sv'));
}
