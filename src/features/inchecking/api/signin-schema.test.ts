import { describe, expect, it } from 'vitest';
import { stampOf } from './signin-schema';

const iso = (value: string) => stampOf(value)?.toISOString() ?? null;

describe('stampOf', () => {
  it('reads a check-in time without a zone as Stockholm wall-clock time, in every form', () => {
    // Winter (UTC+1), summer (UTC+2) and the spring change day after 02:00.
    expect(iso('2026-11-18T05:01:30')).toBe('2026-11-18T04:01:30.000Z');
    expect(iso('2026-07-01T05:01:30')).toBe('2026-07-01T03:01:30.000Z');
    expect(iso('2026-03-29T03:30:00')).toBe('2026-03-29T01:30:00.000Z');
    expect(iso('2026-03-29T01:59:59')).toBe('2026-03-29T00:59:59.000Z');
    // A space for the T, no seconds, a fraction of a second: the same reading.
    expect(iso('2026-11-18 05:01:30')).toBe('2026-11-18T04:01:30.000Z');
    expect(iso('2026-11-18T05:01')).toBe('2026-11-18T04:01:00.000Z');
    expect(iso('2026-11-18T05:01:30.250')).toBe('2026-11-18T04:01:30.000Z');
  });

  it('keeps a given zone, and makes the null date, empty and unreadable values null', () => {
    expect(iso('2026-11-18T06:00:00+01:00')).toBe('2026-11-18T05:00:00.000Z');
    expect(iso('2026-11-18T05:00:00Z')).toBe('2026-11-18T05:00:00.000Z');
    expect(stampOf('9999-12-31T00:00:00')).toBeNull();
    expect(stampOf('')).toBeNull();
    expect(stampOf(null)).toBeNull();
    expect(stampOf('not a time')).toBeNull();
    expect(stampOf('2026-11-18T05:01:30 and more')).toBeNull();
  });
});
