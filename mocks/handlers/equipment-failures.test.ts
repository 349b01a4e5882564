import { describe, expect, it } from 'vitest';
import { callerFor } from '../test/call';

const call = callerFor('http://localhost/mock');
/** As the admin (the caller's default), in the namespace `ns`. */
const inNs = (ns: string) => ({ headers: { 'x-mock-ns': ns } });
const get = (ns: string, path: string) => call(`/verify${path}`, inNs(ns));
const control = (ns: string, body: unknown) =>
  call('/verify/__control', { ...inNs(ns), method: 'POST', body });

describe('verify: demo data at scale', () => {
  it('holds more than one page (5,000) of checks in Skåne, and grows with the scale', async () => {
    const count = async (ns: string, districts: string) =>
      (
        (await (await get(ns, `/api/Admin/checklist?districtids=${districts}&take=1`)).json()) as {
          count: number;
        }
      ).count;
    expect(await count('eq-scale-1', '4')).toBe(5200);
    expect(await count('eq-scale-1', '4,14,17,19')).toBe(6200);
    await call('/__control', { ...inNs('eq-scale-2'), method: 'POST', body: { scale: 2 } });
    expect(await count('eq-scale-2', '4,14,17,19')).toBe(12_400);
  });
});

describe('verify: failure injection per call', () => {
  it('fails the named call after the given number of successes, then recovers', async () => {
    const ns = 'eq-fail-1';
    const injected = await control(ns, {
      fail: { call: 'hostTypes', after: 1, times: 2, status: 500, message: 'Trasig' },
    });
    expect(injected.status).toBe(200);
    const statuses = [];
    for (let i = 0; i < 4; i++) statuses.push((await get(ns, '/api/Admin/hostTypes')).status);
    expect(statuses).toEqual([200, 500, 500, 200]);
    // Other calls and other namespaces are untouched.
    await control(ns, { fail: { call: 'places' } });
    expect((await get('eq-fail-other', '/api/Equipment/GetPlaces/4')).status).toBe(200);
    expect((await get(ns, '/api/Admin/StatusTypes')).status).toBe(200);
    const failed = await get(ns, '/api/Equipment/GetPlaces/4');
    expect(failed.status).toBe(503);
    expect(await failed.json()).toEqual({ message: 'Simulerat fel (mock)' });
  });

  it('lists and clears failures, and refuses unknown calls', async () => {
    const ns = 'eq-fail-2';
    await control(ns, { fail: [{ call: 'saveCheck', status: 400, message: 'Nej' }] });
    const listed = (await (await call('/verify/__control', inNs(ns))).json()) as {
      failures: unknown[];
    };
    expect(listed.failures).toEqual([
      { call: 'saveCheck', after: 0, times: 1, status: 400, message: 'Nej' },
    ]);
    expect(await (await control(ns, { clear: true })).json()).toEqual({ failures: [] });
    const bad = await control(ns, { fail: { call: 'everything' } });
    expect(bad.status).toBe(400);
  });
});

describe('verify: pictures', () => {
  it('serves the picture a check links to, without a token', async () => {
    const page = (await (
      await get('eq-img', '/api/Admin/checklist?districtids=4&take=5000')
    ).json()) as { data: { imageUrl: string | null }[] };
    const url = page.data.find((c) => c.imageUrl)!.imageUrl!;
    expect(url).toMatch(/^http:\/\/localhost\/mock\/verify\/images\/\d+\.svg$/);
    // Raw: the absolute URL the check links to, fetched as an <img> does, without a token.
    const picture = await fetch(url);
    expect(picture.headers.get('content-type')).toBe('image/svg+xml');
    expect(await picture.text()).toContain('<svg');
  });
});
