import { describe, expect, it } from 'vitest';
import { http, HttpResponse } from 'msw';
import { server } from '../../../../mocks/node';
import { useSessionStore } from '@/stores/session';
import { demoToken } from '@/test/tokens';
import { getInfo } from './get-info';

describe('the info widget call', () => {
  it('carries the bearer token like every call (spec 1 §7)', async () => {
    const token = demoToken('driver');
    useSessionStore.getState().signIn(token);
    let seen: string | null = null;
    server.use(
      http.get('*/mock/info/portal/info.json', ({ request }) => {
        seen = request.headers.get('authorization');
        return HttpResponse.json([]);
      }),
    );
    await expect(getInfo()).resolves.toEqual([]);
    expect(seen).toBe(`Bearer ${token}`);
  });
});
