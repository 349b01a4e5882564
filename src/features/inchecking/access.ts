import type { AccessRule } from '@/lib/auth/access';

/** Check-in needs SIGNIN_LIST and SIGNIN_OTHER (spec 1 §6). */
export const incheckingAccess: AccessRule = {
  names: ['SIGNIN_LIST'],
  all: [{ names: ['SIGNIN_OTHER'] }],
};

/** …held in the current district, for the list of that district. */
export const incheckingDistrictAccess: AccessRule = {
  names: ['SIGNIN_LIST'],
  districts: 'current',
  all: [{ names: ['SIGNIN_OTHER'], districts: 'current' }],
};
