import { describe, expect, it } from 'vitest';
import type { District } from './get-districts';
import { selectableDistricts } from './allowed-districts';

const districts = [1, 2, 3, 4, 5, 7, 17].map(
  (id) => ({ id, name: `D${id}`, shortName: '', code: '', divisionId: 0 }) as District,
);
const ids = (list: District[]) => list.map((d) => d.id);

describe('districts offered in the drop-down', () => {
  it('only allowed districts where a district-bound access is held', () => {
    expect(
      ids(selectableDistricts(districts, [{ name: 'DOC_TOREAD', districts: [4, 7] }], null)),
    ).toEqual([4]);
  });

  it('BETA_TESTER alone, even in every district, offers none', () => {
    const beta = [
      { name: 'BETA_TESTER', districts: '*' as const },
      { name: 'MESSAGE_SEND', districts: [4] },
    ];
    expect(ids(selectableDistricts(districts, beta, null))).toEqual([4]);
    expect(ids(selectableDistricts(districts, [beta[0]!], null))).toEqual([]);
  });

  it('"*" of a district-bound access offers every allowed district; the default stays', () => {
    expect(
      ids(selectableDistricts(districts, [{ name: 'DOC_TOREAD', districts: '*' }], 7)),
    ).toEqual([1, 2, 3, 4, 5, 7, 17]);
  });
});
