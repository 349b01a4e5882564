import { beforeEach, describe, expect, it } from 'vitest';
import { recordRequests } from '@/test/seen-requests';
import { useSessionStore } from '@/stores/session';
import { demoToken } from '@/test/tokens';
import { getInfo } from './get-info';
import { getLinks } from './get-links';

/**
 * The HTTP contract of the front page's widgets (spec 2 §7 "Other": "Info widget: GET a
 * configured source. Links widget: GET a link service per system and district"), each with the
 * bearer token every call carries (spec 1 §7).
 */

const seen = recordRequests();
const token = demoToken('driver');

beforeEach(() => {
  useSessionStore.getState().signIn(token);
});

describe('front page calls (HTTP contract)', () => {
  it('GET the configured info source, as configured, with the token', async () => {
    await getInfo();
    expect(seen.calls()).toEqual(['GET /mock/info/portal/info.json']);
    expect(seen.list[0]!.authorization).toBe(`Bearer ${token}`);
  });

  it('GET the link service for the portal’s system and the district, with the token', async () => {
    await getLinks(4);
    expect(seen.list[0]!.method).toBe('GET');
    expect(seen.list[0]!.path).toBe('/mock/links/api/links');
    expect(seen.list[0]!.query).toEqual({ system: 'personalportalen', districtId: '4' });
    expect(seen.list[0]!.authorization).toBe(`Bearer ${token}`);
  });

  it('without a district, the system’s links alone (no districtId)', async () => {
    await getLinks(null);
    expect(seen.calls()).toEqual(['GET /mock/links/api/links?system=personalportalen']);
  });
});
