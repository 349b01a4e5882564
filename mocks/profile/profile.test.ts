import { afterEach, describe, expect, it } from 'vitest';
import { callerFor } from '../test/call';
import { toDateKey } from '../../src/lib/time/stockholm';
import { parseProfile, setDefaultProfile } from './profile';

/** The `spec` profile: chosen per namespace at run time, or for all at start (MOCK_PROFILE). */

const call = callerFor('http://localhost/mock');
const control = (body?: unknown, ns = 'default') =>
  call('/__control', {
    method: body === undefined ? 'GET' : 'POST',
    who: null,
    body,
    headers: { 'x-mock-ns': ns },
  }).then((r) => r.json() as Promise<{ profile: string; latencyMs: number }>);
const positions = async (ns = 'default') => {
  const r = await call(`/staff/roster/position?dutyDate=${toDateKey()}&districtid=4`, {
    headers: { 'x-mock-ns': ns },
  });
  return (await r.json()) as Record<string, unknown>[];
};

afterEach(() => setDefaultProfile('default'));

describe('the mock profile', () => {
  it('is switched per namespace through __control, shown in GET and kept by a reset', async () => {
    expect((await control()).profile).toBe('default');
    expect(Object.keys((await positions())[0]!)).toContain('startStation');

    expect((await control({ profile: 'spec' })).profile).toBe('spec');
    expect((await control()).profile).toBe('spec');
    expect(Object.keys((await positions())[0]!)).not.toContain('startStation');
    expect((await control(undefined, 'other')).profile).toBe('default');
    expect(Object.keys((await positions('other'))[0]!)).toContain('startStation');

    expect((await control({ reset: true, latencyMs: 0 })).profile).toBe('spec');
    expect((await control({ reset: true, profile: 'default' })).profile).toBe('default');
    expect(Object.keys((await positions())[0]!)).toContain('startStation');
  });

  it('refuses a profile it does not know', async () => {
    const r = await call('/__control', { method: 'POST', who: null, body: { profile: 'strict' } });
    expect(r.status).toBe(400);
    expect((await control()).profile).toBe('default');
  });

  it('comes from MOCK_PROFILE for every namespace that does not choose its own', async () => {
    expect(parseProfile(undefined)).toBe('default');
    expect(parseProfile('')).toBe('default');
    expect(parseProfile(' spec ')).toBe('spec');
    expect(() => parseProfile('sepc')).toThrow(/MOCK_PROFILE must be one of default, spec/);

    await control({ profile: 'default' }, 'chose-default');
    setDefaultProfile(parseProfile('spec'));
    expect((await control(undefined, 'fresh')).profile).toBe('spec');
    expect(Object.keys((await positions('fresh'))[0]!)).not.toContain('startStation');
    expect((await control(undefined, 'chose-default')).profile).toBe('default');
    expect(Object.keys((await positions('chose-default'))[0]!)).toContain('startStation');
  });

  it('passes error answers unchanged', async () => {
    await control({ profile: 'spec' });
    const mark = await call('/api/document/mark?documentid=1&read=true&check=false', {
      method: 'POST',
    });
    expect(mark.status).toBe(400);
    expect(await mark.json()).toEqual({ message: 'userId saknas' });
    const trip = await call(`/staff/roster/trip?districtid=4&trips=999999&date=${toDateKey()}`);
    expect(trip.status).toBe(404);
    expect(await trip.json()).toEqual({ errno: 404, message: 'Could not get data' });
    const group = await call('/msg/RecipientGroup', { method: 'POST', body: { Name: 'X' } });
    expect(group.status).toBe(400);
    expect(((await group.json()) as { message: string }).message).toBeTruthy();
  });

  it('leaves the default profile as it was: rich reads, full write answers', async () => {
    const [row] = await positions();
    expect(row).toMatchObject({
      dutyId: expect.any(Number),
      startStation: expect.any(String),
      timeStart: expect.any(Number),
      employee: { phones: expect.any(Object), dutySiteName: expect.any(String) },
    });
    for (let i = 0; i < 6; i++) {
      const r = await call('/msg/RecipientGroup', {
        method: 'POST',
        body: { DistrictID: 4, Name: `Grupp ${i}`, From: 'trafik@example.se' },
      });
      expect(r.status).toBe(200);
      expect(await r.json()).toMatchObject({ ID: expect.any(Number), Name: `Grupp ${i}` });
    }
  });
});
