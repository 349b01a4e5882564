import { describe, expect, it } from 'vitest';
import { demoToken } from '../../src/test/tokens';

const ROOT = 'http://localhost/mock';
const headers = (ns: string) => ({
  authorization: `Bearer ${demoToken('admin')}`,
  'content-type': 'application/json',
  'x-mock-ns': ns,
});
const get = (ns: string, path: string) => fetch(`${ROOT}/verify${path}`, { headers: headers(ns) });
const control = (ns: string, body: unknown) =>
  fetch(`${ROOT}/verify/__control`, {
    method: 'POST',
    headers: headers(ns),
    body: JSON.stringify(body),
  });

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
    await fetch(`${ROOT}/__control`, {
      method: 'POST',
      headers: headers('eq-scale-2'),
      body: JSON.stringify({ scale: 2 }),
    });
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
    const listed = (await (
      await fetch(`${ROOT}/verify/__control`, { headers: headers(ns) })
    ).json()) as { failures: unknown[] };
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
    const picture = await fetch(url);
    expect(picture.headers.get('content-type')).toBe('image/svg+xml');
    expect(await picture.text()).toContain('<svg');
  });
});
