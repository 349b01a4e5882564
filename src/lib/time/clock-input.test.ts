import { describe, expect, it } from 'vitest';
import { formatClock, parseClockInput } from './clock-input';

describe('time field parsing (spec 1 §5)', () => {
  it.each([
    ['7', 7 * 60],
    ['07', 7 * 60],
    ['0730', 7 * 60 + 30],
    ['730', 7 * 60 + 30],
    ['7:30', 7 * 60 + 30],
    ['07.30', 7 * 60 + 30],
    ['07 30', 7 * 60 + 30],
    [' 23:59 ', 23 * 60 + 59],
    ['0', 0],
    ['00:00', 0],
    ['1200', 12 * 60],
  ])('reads %j as %i minutes', (text, minutes) => {
    expect(parseClockInput(text)).toBe(minutes);
  });

  it.each([
    '',
    '   ',
    'abc',
    'kl 7',
    '7.5',
    '7:3',
    '24',
    '2400',
    '12:60',
    '7:30:00',
    '12345',
    '-7',
    '7,30',
    '۷', // digits of other scripts are not clock digits
  ])('refuses %j', (text) => {
    expect(parseClockInput(text)).toBeNull();
  });

  it('shows minutes as HH:mm', () => {
    expect(formatClock(0)).toBe('00:00');
    expect(formatClock(7 * 60 + 5)).toBe('07:05');
    expect(formatClock(23 * 60 + 59)).toBe('23:59');
  });
});
