import { describe, expect, it } from 'vitest';
import type { AccessEntry } from './access';
import { districtsWith } from './use-districts-with';

const PORTAL = [1, 2, 3, 4, 5, 17];

const access: AccessEntry[] = [
  { name: 'ROSTER_READ', districts: [4, 17] },
  { name: 'SIGNIN_LIST', districts: [4, 5] },
  { name: 'SIGNIN_OTHER', districts: [5] },
  { name: 'MESSAGE_SEND', districts: '*' },
];

const staff = { names: ['ROSTER_READ'], districts: 'current' } as const;

describe('districtsWith', () => {
  it('gives the choosable districts where a rule of the current district holds', () => {
    expect(districtsWith(access, staff, 4, PORTAL)).toEqual({
      districts: [4, 17],
      chosen: 4,
      allowed: true,
      districtId: 4,
    });
  });

  it('lets no query start in a chosen district where the rule does not hold', () => {
    expect(districtsWith(access, staff, 5, PORTAL)).toMatchObject({
      chosen: 5,
      allowed: false,
      districtId: null,
    });
  });

  it('says when no district is chosen', () => {
    expect(districtsWith(access, staff, null, PORTAL)).toMatchObject({
      districts: [4, 17],
      allowed: false,
      districtId: null,
    });
  });

  it('needs every rule it names held in the same district', () => {
    const checkIn = {
      names: ['SIGNIN_LIST'],
      districts: 'current',
      all: [{ names: ['SIGNIN_OTHER'], districts: 'current' }],
    } as const;
    expect(districtsWith(access, checkIn, 4, PORTAL)).toMatchObject({
      districts: [5],
      allowed: false,
    });
    // A rule it needs that names no district is held in the same district too.
    const loose = { names: ['SIGNIN_LIST'], all: [{ names: ['SIGNIN_OTHER'] }] };
    expect(districtsWith(access, loose, 5, PORTAL).districts).toEqual([5]);
  });

  it("takes a rule's own district list, beyond the portal's", () => {
    const message = { names: ['MESSAGE_SEND'], districts: [1, 2, 3, 4, 5, 17, 19] };
    expect(districtsWith(access, message, 4, PORTAL).districts).toEqual([1, 2, 3, 4, 5, 17, 19]);
    const equipment = { names: ['ROSTER_READ'], districts: [4, 14, 17, 19] };
    expect(districtsWith(access, equipment, 2, PORTAL)).toMatchObject({
      districts: [4, 17],
      allowed: false,
    });
  });

  it('keeps a rule of the current district within its own list', () => {
    const within = { names: ['ROSTER_READ'], districts: 'current', within: [17] } as const;
    expect(districtsWith(access, within, 4, PORTAL)).toMatchObject({
      districts: [17],
      allowed: false,
    });
  });

  it('without a rule gives the districts the header offers', () => {
    expect(districtsWith(access, undefined, 17, PORTAL)).toEqual({
      districts: PORTAL,
      chosen: 17,
      allowed: true,
      districtId: 17,
    });
  });
});
