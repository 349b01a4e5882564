import { describe, expect, it } from 'vitest';
import { countOf } from './plural';

describe('counts in the user’s language', () => {
  it('take the Polish forms for 1, 2–4 (not 12–14) and the rest', () => {
    const forms = { one: 'wątek', few: 'wątki', other: 'wątków' };
    expect(
      [0, 1, 2, 4, 5, 11, 12, 14, 21, 22, 24, 25, 102, 112].map((n) => countOf('pl', n, forms)),
    ).toEqual([
      '0 wątków',
      '1 wątek',
      '2 wątki',
      '4 wątki',
      '5 wątków',
      '11 wątków',
      '12 wątków',
      '14 wątków',
      '21 wątków',
      '22 wątki',
      '24 wątki',
      '25 wątków',
      '102 wątki',
      '112 wątków',
    ]);
  });

  it('take one form for 1 and another for every other count in Swedish and English', () => {
    const sv = { one: 'tråd', other: 'trådar' };
    expect([0, 1, 2, 21].map((n) => countOf('sv', n, sv))).toEqual([
      '0 trådar',
      '1 tråd',
      '2 trådar',
      '21 trådar',
    ]);
    expect(countOf('en', 1, { one: 'thread', other: 'threads' })).toBe('1 thread');
    expect(countOf('en', 0, { one: 'thread', other: 'threads' })).toBe('0 threads');
  });
});
