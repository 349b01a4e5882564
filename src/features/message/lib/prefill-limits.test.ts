import { describe, expect, it } from 'vitest';
import { PREFILL_LIMITS, prefillDigest, readPrefill } from './prefill';
import { draftKey } from './draft-store';

describe('prefill values are capped', () => {
  it('cuts each value to its limit and names the fields cut', () => {
    const trips = Array.from({ length: 80 }, (_, i) => 1000 + i).join(',');
    const query = new URLSearchParams({
      subject: 'S'.repeat(5000),
      body: 'B'.repeat(50_000),
      note: 'N'.repeat(2_000),
      prognosisNote: 'P'.repeat(3_000),
      trips,
    });
    const { form, cut } = readPrefill(query);
    expect(form.subject).toHaveLength(PREFILL_LIMITS.subject);
    expect(form.body).toHaveLength(PREFILL_LIMITS.body);
    expect(form.note).toHaveLength(2_000);
    expect(form.prognosisNote).toHaveLength(PREFILL_LIMITS.prognosisNote);
    expect(form.trips).toHaveLength(PREFILL_LIMITS.trips);
    expect(form.trips?.[0]).toBe(1000);
    expect(cut.sort()).toEqual(['body', 'prognosisNote', 'subject', 'trips']);
  });

  it('cuts nothing within the limits', () => {
    expect(readPrefill('subject=Signalfel&trips=1041,1043').cut).toEqual([]);
  });
});

describe("a prefill link's draft key", () => {
  it('is bounded by a digest of the prefill parameters, whatever the link’s length', () => {
    const long = `subject=${'x'.repeat(100_000)}`;
    const key = draftKey('u1', `new?${prefillDigest(long)}`);
    expect(key.length).toBeLessThan(80);
    expect(key).not.toContain('xxxx');
    // The same link (parameters in any order or casing) gives the same draft; another does not.
    expect(prefillDigest('subject=a&body=b')).toBe(prefillDigest('BODY=b&subject=a'));
    expect(prefillDigest('subject=a')).not.toBe(prefillDigest('subject=b'));
    expect(prefillDigest('')).toBe('');
  });

  it('a long target named in a link is bounded too', () => {
    expect(draftKey('u1', `to:${'y'.repeat(5_000)}`).length).toBeLessThan(100);
  });
});
