import { describe, expect, it } from 'vitest';
import { hostTypeChange, placeFilterAllowed } from './filter-choice';

describe('place filter and host type', () => {
  it('is off for stations only', () => {
    expect(placeFilterAllowed(1)).toBe(false);
    expect(placeFilterAllowed(2)).toBe(true);
    expect(placeFilterAllowed(null)).toBe(true);
  });

  it('clears the place when the host type becomes Station', () => {
    expect(hostTypeChange(1)).toEqual({
      hostTypeId: 1,
      hostId: null,
      equipmentId: null,
      place: null,
    });
    expect(hostTypeChange(2)).toEqual({ hostTypeId: 2, hostId: null, equipmentId: null });
  });
});
