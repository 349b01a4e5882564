import { describe, expect, it } from 'vitest';
import { formatMinutes, minutesFromMidnight, stockholmWallTime } from '@/lib/time/stockholm';
import {
  DEFAULT_TIME_FRAME,
  TIME_FRAMES,
  dutyInstant,
  inTimeFrame,
  parseTimeFrame,
  inNextDaysList,
  inPreviousDaysList,
  reachesNextDay,
  timedDuty,
} from './time-frame';

/** A Stockholm wall-clock moment as ms. */
const at = (dateKey: string, hhmm: string) => {
  const [h, m] = hhmm.split(':').map(Number);
  return stockholmWallTime(dateKey, h! * 60 + m!).getTime();
};

describe('time frames', () => {
  it('offers 10, 20, 30, 45, 60, 120, 240 minutes or all, 120 by default', () => {
    expect(TIME_FRAMES).toEqual([10, 20, 30, 45, 60, 120, 240, 'all']);
    expect(DEFAULT_TIME_FRAME).toBe(120);
    expect(parseTimeFrame('45')).toBe(45);
    expect(parseTimeFrame('all')).toBe('all');
    expect(parseTimeFrame('15')).toBe(120);
    expect(parseTimeFrame(undefined)).toBe(120);
  });

  it('keeps a duty whose start or end lies within the frame before or after now', () => {
    const duty = timedDuty('2026-11-18', 8 * 60, 16 * 60);
    expect(inTimeFrame(duty, at('2026-11-18', '06:00'), 120)).toBe(true);
    expect(inTimeFrame(duty, at('2026-11-18', '05:59'), 120)).toBe(false);
    expect(inTimeFrame(duty, at('2026-11-18', '07:50'), 10)).toBe(true);
    expect(inTimeFrame(duty, at('2026-11-18', '07:49'), 10)).toBe(false);
    // Mid-duty, far from both ends: only wide frames keep it.
    expect(inTimeFrame(duty, at('2026-11-18', '12:00'), 240)).toBe(true);
    expect(inTimeFrame(duty, at('2026-11-18', '12:00'), 120)).toBe(false);
    expect(inTimeFrame(duty, at('2026-11-18', '12:00'), 'all')).toBe(true);
    // Check-out: the end is within 45 minutes.
    expect(inTimeFrame(duty, at('2026-11-18', '16:45'), 45)).toBe(true);
    expect(inTimeFrame(duty, at('2026-11-18', '16:46'), 45)).toBe(false);
  });

  it('shows a non-workday (0 to 2160) only under "all"', () => {
    const dayOff = timedDuty('2026-11-18', 0, 2160);
    expect(dayOff.nonWorkday).toBe(true);
    for (const frame of TIME_FRAMES) {
      expect(inTimeFrame(dayOff, at('2026-11-18', '00:05'), frame)).toBe(frame === 'all');
    }
  });

  it('follows a duty past midnight into the next day', () => {
    // 21:30 to 01:30 the next day: minutes 1290 to 1530 of its duty date.
    const night = timedDuty('2026-11-18', 1290, 1530);
    expect(formatMinutes(1530)).toBe('01:30 (+1)');
    expect(inNextDaysList(1290, 1530)).toBe(true);
    expect(inNextDaysList(0, 2160)).toBe(false);
    expect(night.endMs).toBe(at('2026-11-19', '01:30'));
    expect(inTimeFrame(night, at('2026-11-19', '01:00'), 30)).toBe(true);
    expect(inTimeFrame(night, at('2026-11-19', '02:01'), 30)).toBe(false);
    expect(minutesFromMidnight(at('2026-11-19', '01:00'), '2026-11-18')).toBe(1500);
  });

  it('keeps a duty of the day before that ended within the longest frame before midnight', () => {
    // 21:00–23:50: at 00:05 its end lies 15 minutes back; it may still have to be checked out.
    expect(inNextDaysList(1260, 1430)).toBe(true);
    const late = timedDuty('2026-11-18', 1260, 1430);
    expect(inTimeFrame(late, at('2026-11-19', '00:05'), 120)).toBe(true);
    // Ended at 20:00 or before: beyond every frame by midnight.
    expect(inNextDaysList(720, 1200)).toBe(false);
    expect(inNextDaysList(1000, 1201)).toBe(true);
  });

  it('takes in the next day from 20:00, when the longest frame reaches past midnight', () => {
    expect(reachesNextDay(at('2026-11-18', '19:59'), '2026-11-18')).toBe(false);
    expect(reachesNextDay(at('2026-11-18', '20:00'), '2026-11-18')).toBe(true);
    expect(reachesNextDay(at('2026-11-18', '23:50'), '2026-11-18')).toBe(true);
    // At 23:50 the default frame (120) reaches a duty of tomorrow starting at 00:30.
    const early = timedDuty('2026-11-19', 30, 480);
    expect(inPreviousDaysList(30, 480)).toBe(true);
    expect(inTimeFrame(early, at('2026-11-18', '23:50'), 120)).toBe(true);
    expect(inTimeFrame(early, at('2026-11-18', '23:50'), 30)).toBe(false);
    // Starting after 04:00, or a non-workday: beyond every frame before midnight.
    expect(inPreviousDaysList(241, 600)).toBe(false);
    expect(inPreviousDaysList(0, 2160)).toBe(false);
  });

  it('counts real minutes on the spring DST day (02:00–03:00 does not exist)', () => {
    // 29 March 2026: clocks go from 02:00 to 03:00.
    expect(dutyInstant('2026-03-29', 150)).toBe(at('2026-03-29', '03:30'));
    const duty = timedDuty('2026-03-29', 60, 240); // 01:00–04:00 on the wall, 2 real hours
    expect((duty.endMs - duty.startMs) / 60_000).toBe(120);
    // At 03:05 the start (01:00) lies 65 real minutes back (125 on the wall): inside ±120.
    const long = timedDuty('2026-03-29', 60, 540);
    expect(inTimeFrame(long, at('2026-03-29', '03:05'), 120)).toBe(true);
    expect(inTimeFrame(long, at('2026-03-29', '03:05'), 60)).toBe(false);
    expect(minutesFromMidnight(at('2026-03-29', '03:05'), '2026-03-29')).toBe(185);
  });

  it('counts real minutes on the autumn DST day (02:00–03:00 happens twice)', () => {
    // 25 October 2026: clocks go from 03:00 back to 02:00.
    const duty = timedDuty('2026-10-25', 60, 240); // 01:00–04:00 on the wall, 4 real hours
    expect((duty.endMs - duty.startMs) / 60_000).toBe(240);
    const threeOClock = at('2026-10-25', '03:00');
    // 03:00 is 180 real minutes after 01:00: out of a 120 frame, inside 240.
    expect(inTimeFrame(timedDuty('2026-10-25', 60, 720), threeOClock, 120)).toBe(false);
    expect(inTimeFrame(timedDuty('2026-10-25', 60, 720), threeOClock, 240)).toBe(true);
  });

  it('handles a duty past midnight into a DST night', () => {
    // Starts 22:00 on 28 March, ends 04:00 on 29 March (minute 1680): 5 real hours.
    const duty = timedDuty('2026-03-28', 1320, 1680);
    expect((duty.endMs - duty.startMs) / 60_000).toBe(300);
    expect(duty.endMs).toBe(at('2026-03-29', '04:00'));
  });
});
