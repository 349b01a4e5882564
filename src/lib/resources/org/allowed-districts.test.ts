import { describe, expect, it } from 'vitest';
import { chooseDistrict, choosableDistrictIds } from './allowed-districts';

const everywhere = [{ name: 'DOC_TOREAD', districts: '*' as const }];

describe('districts offered in the drop-down', () => {
  it('only allowed districts where a district-bound access is held', () => {
    expect(choosableDistrictIds([{ name: 'DOC_TOREAD', districts: [4, 7] }])).toEqual([4]);
  });

  it('BETA_TESTER alone, even in every district, offers none', () => {
    const beta = [
      { name: 'BETA_TESTER', districts: '*' as const },
      { name: 'MESSAGE_SEND', districts: [4] },
    ];
    expect(choosableDistrictIds(beta)).toEqual([4]);
    expect(choosableDistrictIds([beta[0]!])).toEqual([]);
  });

  it('"*" of a district-bound access offers every allowed district, and only those', () => {
    expect(choosableDistrictIds(everywhere)).toEqual([1, 2, 3, 4, 5, 17]);
  });
});

describe('the current district chosen at start', () => {
  const in5and17 = [{ name: 'ROSTER_READ', districts: [17, 5, 9] }];

  it('takes the first preferred district that is allowed and held', () => {
    expect(chooseDistrict(in5and17, [null, 17, 5])).toBe(17);
    expect(chooseDistrict(everywhere, [undefined, null, 2])).toBe(2);
  });

  it('never a default outside the allowed ids, even where the user holds access', () => {
    expect(chooseDistrict(in5and17, [9])).toBe(5);
    expect(chooseDistrict(everywhere, [9])).toBe(1);
  });

  it('never an allowed district where the user holds no access', () => {
    expect(chooseDistrict(in5and17, [4])).toBe(5);
  });

  it('a remembered district that was withdrawn gives way to the default', () => {
    expect(chooseDistrict([{ name: 'DOC_TOREAD', districts: [4] }], [null, 5, 4])).toBe(4);
  });

  it('null when no allowed district is held (only elsewhere, or only district-less access)', () => {
    expect(chooseDistrict([{ name: 'INFRA_INFO', districts: [7, 9] }], [9])).toBeNull();
    expect(chooseDistrict([{ name: 'BETA_TESTER', districts: '*' }], [4])).toBeNull();
    expect(chooseDistrict([], [4])).toBeNull();
  });
});
