import type { AccessRule } from '@/lib/auth/access';

/** The accesses of the staff overview (spec 1 §6: ROSTER_READ, the staff list). */
export const staffAccess = {
  /** The Bemanning tile and the route: ROSTER_READ in any district. */
  any: { names: ['ROSTER_READ'] },
  /** The list of one district: ROSTER_READ held there. */
  district: { names: ['ROSTER_READ'], districts: 'current' },
  /**
   * The day's duty sign-ins, which give the phones and e-mail (spec 1 §3): check-in's access,
   * SIGNIN_LIST and SIGNIN_OTHER, held in the current district (spec 1 §6).
   */
  signins: {
    names: ['SIGNIN_LIST'],
    districts: 'current',
    all: [{ names: ['SIGNIN_OTHER'], districts: 'current' }],
  },
} as const satisfies Record<string, AccessRule>;
