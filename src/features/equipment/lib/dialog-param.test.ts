import { describe, expect, it } from 'vitest';
import { dialogCheckId } from './dialog-param';

describe('dialogCheckId', () => {
  it.each([
    [null, null],
    ['new', 0],
    ['42', 42],
    ['abc', null],
    ['-1', null],
    ['0', null],
    ['1.5', null],
    ['', null],
    ['99999999999999999999', null],
  ])('%s → %s', (param, expected) => {
    expect(dialogCheckId(param)).toBe(expected);
  });
});
