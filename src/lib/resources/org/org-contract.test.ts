import { beforeEach, describe, expect, it } from 'vitest';
import { recordRequests } from '@/test/seen-requests';
import { useSessionStore } from '@/stores/session';
import { demoToken } from '@/test/tokens';
import { getDistricts } from './get-districts';
import { getDutySites } from './get-duty-sites';
import { getRoles } from './get-roles';

/** The HTTP contract of the shared organisation reads (spec 1 §7): exact methods and paths. */

const seen = recordRequests();

beforeEach(() => {
  useSessionStore.getState().signIn(demoToken('dispatcher'));
});

describe('organisation calls', () => {
  it('GET auth /api/district, api /auth/dutysite/list, auth /api/Admin/ListRoles, no query', async () => {
    const [districts, sites, roles] = [
      await getDistricts(),
      await getDutySites(),
      await getRoles(),
    ];
    expect(seen.calls()).toEqual([
      'GET /mock/auth/api/district',
      'GET /mock/api/auth/dutysite/list',
      'GET /mock/auth/api/Admin/ListRoles',
    ]);
    expect(await seen.bodies()).toEqual(['', '', '']);
    expect([districts.length, sites.length, roles.length].every((n) => n > 0)).toBe(true);
  });
});
