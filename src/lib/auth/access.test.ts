import { describe, expect, it } from 'vitest';
import { districtsWithAccess, hasAccess, range, type AccessEntry } from './access';

const access: AccessEntry[] = [
  { name: 'DOC_READ_ALL', districts: [4] },
  { name: 'SIGNIN_LIST', districts: [4, 5] },
  { name: 'SIGNIN_OTHER', districts: [5] },
  { name: 'STATION_VIEW_BO', districts: [17] },
  { name: 'MESSAGE_SEND', districts: '*' },
];

describe('hasAccess', () => {
  it.each([
    ['exact name anywhere', { names: ['SIGNIN_LIST'] }, null, true],
    ['prefix DOC*', { names: ['DOC*'] }, null, true],
    ['prefix DOC_READ*', { names: ['DOC_READ*'] }, null, true],
    ['prefix that does not match', { names: ['WORKSHOP*'] }, null, false],
    [
      'in one of the listed districts',
      { names: ['DOC_READ_ALL'], districts: range(1, 5) },
      null,
      true,
    ],
    [
      'not in the listed districts',
      { names: ['STATION_VIEW_BO'], districts: [4, 5, 14] },
      null,
      false,
    ],
    [
      '"*" districts grant every district',
      { names: ['MESSAGE_SEND'], districts: [19] },
      null,
      true,
    ],
    ['current district held', { names: ['STATION_VIEW_BO'], districts: 'current' }, 17, true],
    ['current district not held', { names: ['STATION_VIEW_BO'], districts: 'current' }, 4, false],
    ['no current district', { names: ['STATION_VIEW_BO'], districts: 'current' }, null, false],
    ['all of several', { names: ['SIGNIN_LIST'], all: [{ names: ['SIGNIN_OTHER'] }] }, null, true],
    [
      'all of several, one missing',
      { names: ['SIGNIN_LIST'], all: [{ names: ['TRAIN_EDIT'] }] },
      null,
      false,
    ],
    ['case-insensitive names', { names: ['signin_list'] }, null, true],
    [
      'current district held everywhere but outside `within` (Tempo outside command districts)',
      { names: ['MESSAGE_SEND'], districts: 'current', within: [4, 5, 14, 17, 18, 19] },
      1,
      false,
    ],
    [
      'current district held and within',
      { names: ['MESSAGE_SEND'], districts: 'current', within: [4, 5, 14, 17, 18, 19] },
      17,
      true,
    ],
  ] as const)('%s', (_label, rule, current, expected) => {
    expect(hasAccess(access, rule, current)).toBe(expected);
  });
});

describe('districtsWithAccess', () => {
  it('collects the districts of any named access', () => {
    expect(
      districtsWithAccess(access, ['SIGNIN_LIST', 'SIGNIN_OTHER'], [1, 2, 3, 4, 5, 17]),
    ).toEqual([4, 5]);
  });
  it('"*" yields every candidate', () => {
    expect(districtsWithAccess(access, ['MESSAGE_SEND'], [1, 17])).toEqual([1, 17]);
  });
});
