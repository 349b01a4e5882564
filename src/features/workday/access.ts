import type { AccessRule } from '@/lib/auth/access';

/** The workday views (calendar and position list) need ROSTER_OWN (spec 1 §6). */
export const workdayAccess = {
  own: { names: ['ROSTER_OWN'] },
  /**
   * The position list of the current district: the district's roster positions, which ROSTER_OWN
   * (workday) and ROSTER_READ (the staff list, spec 1 §6) both read, held in that district. The
   * server's word is final: a 403 shows the same notice.
   */
  positions: { names: ['ROSTER_OWN', 'ROSTER_READ'], districts: 'current' },
} as const satisfies Record<string, AccessRule>;
