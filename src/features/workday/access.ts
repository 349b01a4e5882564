import type { AccessRule } from '@/lib/auth/access';

/** The workday views (calendar and position list) need ROSTER_OWN (spec 1 §6). */
export const workdayAccess = {
  own: { names: ['ROSTER_OWN'] },
} as const satisfies Record<string, AccessRule>;
