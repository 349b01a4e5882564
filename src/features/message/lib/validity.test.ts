import { describe, expect, it } from 'vitest';
import {
  defaultValidity,
  fromLocalInput,
  toWire,
  validityForSend,
  validityProblems,
} from './validity';

describe('message validity', () => {
  it('defaults to now until three hours later, in Stockholm time', () => {
    // 09:07:31 UTC is 10:07 in Stockholm in winter.
    expect(defaultValidity(Date.parse('2026-01-15T09:07:31Z'))).toEqual({
      validFrom: '2026-01-15T10:07',
      validTo: '2026-01-15T13:07',
    });
    // Over midnight and in summer time.
    expect(defaultValidity(Date.parse('2026-07-01T21:30:00Z'))).toEqual({
      validFrom: '2026-07-01T23:30',
      validTo: '2026-07-02T02:30',
    });
  });

  it('three hours are real hours across the change to summer time', () => {
    // 2026-03-29 01:30 Stockholm (00:30 UTC); three hours later the clock shows 05:30.
    expect(defaultValidity(Date.parse('2026-03-29T00:30:00Z')).validTo).toBe('2026-03-29T05:30');
  });

  it("'Gäller till' must be after 'Gäller från'", () => {
    expect(validityProblems('2026-03-04T10:00', '2026-03-04T13:00')).toEqual({});
    expect(validityProblems('2026-03-04T10:00', '2026-03-04T09:59')).toEqual({ validTo: 'order' });
    expect(validityProblems('2026-03-04T10:00', '2026-03-04T10:00')).toEqual({ validTo: 'order' });
    expect(validityProblems('', '2026-03-04T10:00')).toEqual({ validFrom: 'missing' });
    expect(validityProblems('2026-03-04T10:00', 'nonsense')).toEqual({ validTo: 'missing' });
    // Both unreadable: both are said at once, not one after the other.
    expect(validityProblems('2026-03-04T25', '2026-03-04Tx')).toEqual({
      validFrom: 'missing',
      validTo: 'missing',
    });
  });

  it('swaps the two at send time when till is before från', () => {
    const ok = validityForSend('2026-03-04T10:00', '2026-03-04T13:00')!;
    expect(ok.swapped).toBe(false);
    expect(toWire(ok.validFrom)).toBe('2026-03-04T10:00:00+01:00');
    const swapped = validityForSend('2026-03-04T13:00', '2026-03-04T10:00')!;
    expect(swapped.swapped).toBe(true);
    expect(toWire(swapped.validFrom)).toBe('2026-03-04T10:00:00+01:00');
    expect(toWire(swapped.validTo)).toBe('2026-03-04T13:00:00+01:00');
    expect(validityForSend('2026-03-04T10:00', '2026-03-04T10:00')).toBeNull();
    expect(validityForSend('', '2026-03-04T10:00')).toBeNull();
  });

  it('reads local text as Stockholm time whatever the zone of the browser', () => {
    expect(fromLocalInput('2026-07-01T08:05')!.getTime()).toBe(Date.parse('2026-07-01T06:05:00Z'));
    expect(toWire(Date.parse('2026-07-01T06:05:00Z'))).toBe('2026-07-01T08:05:00+02:00');
  });

  it('reads the time as typed in the field before it is left (24-hour clock)', () => {
    expect(fromLocalInput('2026-07-01T805')!.getTime()).toBe(Date.parse('2026-07-01T06:05:00Z'));
    expect(fromLocalInput('2026-01-15T20.14')!.getTime()).toBe(Date.parse('2026-01-15T19:14:00Z'));
    expect(fromLocalInput('2026-01-15T8 pm')).toBeNull();
    expect(validityProblems('2026-03-04T1000', '2026-03-04T9')).toEqual({ validTo: 'order' });
  });
});
