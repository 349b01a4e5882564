import { describe, expect, it } from 'vitest';
import {
  defaultValidity,
  fromLocalInput,
  toWire,
  validityEnded,
  validityForSend,
  validityProblems,
} from './validity';
import { stockholmWallTime } from '@/lib/time/stockholm';

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

  describe('a validity that has already ended (against the time now, in Stockholm)', () => {
    const at = (day: string, hh: number, mm = 0, ss = 0) =>
      stockholmWallTime(day, hh * 60 + mm).getTime() + ss * 1000;

    it("yesterday's default 3 hours have ended the next morning", () => {
      const yesterday = defaultValidity(at('2026-03-04', 10));
      expect(validityEnded(yesterday.validFrom, yesterday.validTo, at('2026-03-05', 9))).toBe(true);
      // Today's default has not.
      const today = defaultValidity(at('2026-03-05', 9));
      expect(validityEnded(today.validFrom, today.validTo, at('2026-03-05', 9))).toBe(false);
    });

    it('an end at the minute now has ended; a minute later has not', () => {
      expect(validityEnded('2026-03-05T10:00', '2026-03-05T13:00', at('2026-03-05', 13))).toBe(
        true,
      );
      expect(
        validityEnded('2026-03-05T10:00', '2026-03-05T13:00', at('2026-03-05', 12, 59, 59)),
      ).toBe(false);
      expect(
        validityEnded('2026-03-05T10:00', '2026-03-05T13:01', at('2026-03-05', 13, 0, 30)),
      ).toBe(false);
      // The time as typed, before the field is left, is read too.
      expect(validityEnded('2026-03-05T10', '2026-03-05T1230', at('2026-03-05', 13))).toBe(true);
    });

    it('reads the ends as Stockholm time, not as the zone of the machine (here New York)', () => {
      // 00:30 on 5 March in Stockholm is 18:30 on 4 March in New York: 23:59 on the 4th is over
      // in Stockholm though still ahead on a New York clock.
      expect(validityEnded('2026-03-04T21:00', '2026-03-04T23:59', at('2026-03-05', 0, 30))).toBe(
        true,
      );
      // 13:30 in Stockholm is 12:30 UTC: an end at 13:00 has passed, read as UTC it would not.
      expect(
        validityEnded('2026-01-15T10:00', '2026-01-15T13:00', Date.parse('2026-01-15T12:30Z')),
      ).toBe(true);
      expect(
        validityEnded('2026-01-15T10:00', '2026-01-15T14:00', Date.parse('2026-01-15T12:30Z')),
      ).toBe(false);
    });

    it('holds across the changes of the clock (March and October)', () => {
      // 29 March 2026: 02:00 becomes 03:00. 03:00 is 01:00 UTC.
      expect(
        validityEnded('2026-03-29T00:30', '2026-03-29T03:00', Date.parse('2026-03-29T00:59:59Z')),
      ).toBe(false);
      expect(
        validityEnded('2026-03-29T00:30', '2026-03-29T03:00', Date.parse('2026-03-29T01:00Z')),
      ).toBe(true);
      // 25 October 2026: 03:00 goes back to 02:00; 03:00 after it is 02:00 UTC. (The hour that
      // comes twice is left out: which one 02:30 is read as depends on the machine's zone in
      // the shared reading, src/lib/time/stockholm.ts.)
      expect(
        validityEnded('2026-10-25T00:00', '2026-10-25T03:00', Date.parse('2026-10-25T01:59:59Z')),
      ).toBe(false);
      expect(
        validityEnded('2026-10-25T00:00', '2026-10-25T03:00', Date.parse('2026-10-25T02:00Z')),
      ).toBe(true);
    });

    it("'Gäller till' before 'Gäller från' is judged as it is sent (swapped)", () => {
      // Sent 08:30–10:00: still running at 09:00.
      expect(validityEnded('2026-03-05T10:00', '2026-03-05T08:30', at('2026-03-05', 9))).toBe(
        false,
      );
      // Sent 08:00–08:30: ended.
      expect(validityEnded('2026-03-05T08:30', '2026-03-05T08:00', at('2026-03-05', 9))).toBe(true);
    });

    it('says nothing where another rule does (a missing end, two equal ends)', () => {
      const now = at('2026-03-05', 9);
      expect(validityEnded('', '2026-03-04T10:00', now)).toBe(false);
      expect(validityEnded('2026-03-04T10:00', 'x', now)).toBe(false);
      expect(validityEnded('2026-03-04T10:00', '2026-03-04T10:00', now)).toBe(false);
    });
  });
});
