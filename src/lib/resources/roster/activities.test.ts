import { describe, expect, it } from 'vitest';
import { ADMIN_ACTIVITIES, isAdministrative } from './activities';

describe('isAdministrative', () => {
  it('knows the six administrative activities of the spec, whatever the case', () => {
    for (const name of ADMIN_ACTIVITIES) expect(isAdministrative(name)).toBe(true);
    expect(isAdministrative(' klargöring ')).toBe(true);
    expect(isAdministrative('Rast')).toBe(true);
  });

  it('counts everything else as driving', () => {
    expect(isAdministrative('TÅG')).toBe(false);
    expect(isAdministrative('')).toBe(false);
    expect(isAdministrative('RASTPLATS')).toBe(false);
  });
});
