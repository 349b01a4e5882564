import { afterEach, describe, expect, it, vi } from 'vitest';
import { http, HttpResponse } from 'msw';
import * as z from 'zod/mini';
import { server } from '../../../mocks/node';
import { useSessionStore } from '@/stores/session';
import { demoToken } from '@/test/tokens';
import { buildUrl, MUTATION_TIMEOUT_MS, request, setUnauthorizedHandler } from './client';
import { ApiError, InvalidResponseError, shouldRetry } from './api-error';

afterEach(() => setUnauthorizedHandler(() => undefined));

function captureNext(path: string, reply: () => Response = () => HttpResponse.json({ ok: true })) {
  const seen: Request[] = [];
  server.use(
    http.all(`*${path}`, ({ request: r }) => {
      seen.push(r.clone());
      return reply();
    }),
  );
  return seen;
}

describe('api client', () => {
  it('sends the bearer token and builds the query (lists repeat the key)', async () => {
    useSessionStore.getState().signIn(demoToken('driver'));
    const seen = captureNext('/mock/api/x');
    await request({
      host: 'api',
      path: '/x',
      query: { a: 1, b: ['p', 'q'], c: undefined, d: null },
    });
    expect(seen[0]!.headers.get('authorization')).toBe(
      `Bearer ${useSessionStore.getState().session!.token}`,
    );
    expect(new URL(seen[0]!.url).search).toBe('?a=1&b=p&b=q');
  });

  it('sends no token where the spec says the call goes without', async () => {
    const seen = captureNext('/mock/vehicles/y');
    await request({ host: 'vehicles', path: '/y', auth: false });
    expect(seen[0]!.headers.get('authorization')).toBeNull();
  });

  it('without a session it does not call and asks for sign-in', async () => {
    const onUnauthorized = vi.fn();
    setUnauthorizedHandler(onUnauthorized);
    await expect(request({ host: 'api', path: '/x' })).rejects.toMatchObject({ status: 401 });
    expect(onUnauthorized).toHaveBeenCalledOnce();
  });

  it('a 401 answer ends the session through the handler', async () => {
    useSessionStore.getState().signIn(demoToken('driver'));
    const onUnauthorized = vi.fn();
    setUnauthorizedHandler(onUnauthorized);
    captureNext('/mock/api/x', () =>
      HttpResponse.json({ message: 'Token expired' }, { status: 401 }),
    );
    await expect(request({ host: 'api', path: '/x' })).rejects.toMatchObject({
      status: 401,
      message: 'Token expired',
    });
    expect(onUnauthorized).toHaveBeenCalledOnce();
  });

  it('carries status and server message in one error type', async () => {
    useSessionStore.getState().signIn(demoToken('driver'));
    captureNext('/mock/api/x', () =>
      HttpResponse.json({ Message: 'Saknar platssignatur' }, { status: 400 }),
    );
    const error = await request({ host: 'api', path: '/x' }).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ApiError);
    expect((error as ApiError).statusText).toBe('400 Saknar platssignatur');
  });

  it('a proxy error page is not shown: its status and a Swedish sentence instead', async () => {
    useSessionStore.getState().signIn(demoToken('driver'));
    captureNext(
      '/mock/api/x',
      () =>
        new HttpResponse('<html><body><h1>502 Bad Gateway</h1><hr>nginx</body></html>', {
          status: 502,
          statusText: 'Bad Gateway',
          headers: { 'content-type': 'text/html' },
        }),
    );
    const error = (await request({ host: 'api', path: '/x' }).catch((e: unknown) => e)) as ApiError;
    expect(error.statusText).toBe(
      '502 Tjänsten är inte tillgänglig just nu. Försök igen om en stund.',
    );
    expect(error.statusText).not.toMatch(/Bad Gateway|html|nginx/);
  });

  it("a network failure says so in Swedish, without the browser's English", async () => {
    useSessionStore.getState().signIn(demoToken('driver'));
    captureNext('/mock/api/x', () => HttpResponse.error());
    const error = (await request({ host: 'api', path: '/x' }).catch((e: unknown) => e)) as ApiError;
    expect(error.status).toBe(0);
    expect(error.statusText).toBe(
      'Nätverksfel: servern kunde inte nås. Kontrollera anslutningen och försök igen.',
    );
  });

  it('reads a UTF-8 answer whole: Swedish letters kept, a byte-order mark dropped', async () => {
    useSessionStore.getState().signIn(demoToken('driver'));
    const body = (text: string) => () =>
      new HttpResponse(new TextEncoder().encode(`\uFEFF${text}`), {
        headers: { 'content-type': 'application/json; charset=utf-8' },
      });
    captureNext('/mock/api/x', body('{"name":"Åsa Öberg","place":"Gävle"}'));
    await expect(request({ host: 'api', path: '/x' })).resolves.toEqual({
      name: 'Åsa Öberg',
      place: 'Gävle',
    });
    captureNext('/mock/api/t', body('Körning 4512 är inställd'));
    await expect(request({ host: 'api', path: '/t', responseType: 'text' })).resolves.toBe(
      'Körning 4512 är inställd',
    );
  });

  it('validates the response at the boundary', async () => {
    useSessionStore.getState().signIn(demoToken('driver'));
    captureNext('/mock/api/x', () => HttpResponse.json([{ id: 'not a number' }]));
    const schema = z.array(z.object({ id: z.number() }));
    await expect(request({ host: 'api', path: '/x', schema })).rejects.toBeInstanceOf(
      InvalidResponseError,
    );
  });

  it('names where the answer went wrong, and transforms what it validates', async () => {
    useSessionStore.getState().signIn(demoToken('driver'));
    const schema = z.array(z.object({ id: z.pipe(z.string(), z.transform(Number)) }));
    captureNext('/mock/api/x', () => HttpResponse.json([{ id: '7' }, { id: 8 }]));
    await expect(request({ host: 'api', path: '/x', schema })).rejects.toThrow(
      'Oväntat svar från servern (1.id).',
    );
    captureNext('/mock/api/x', () => HttpResponse.json([{ id: '7' }]));
    await expect(request({ host: 'api', path: '/x', schema })).resolves.toEqual([{ id: 7 }]);
  });

  it('takes a schema that is still loading, and a failed call leaves it observed', async () => {
    useSessionStore.getState().signIn(demoToken('driver'));
    captureNext('/mock/api/x', () => HttpResponse.json([{ id: 1 }]));
    const schema = Promise.resolve(z.array(z.object({ id: z.number() })));
    await expect(request({ host: 'api', path: '/x', schema })).resolves.toEqual([{ id: 1 }]);

    const unhandled = vi.fn();
    process.on('unhandledRejection', unhandled);
    captureNext('/mock/api/x', () => HttpResponse.error());
    const failing = Promise.reject(new Error('chunk did not load'));
    await expect(request({ host: 'api', path: '/x', schema: failing })).rejects.toBeInstanceOf(
      ApiError,
    );
    await new Promise((resolve) => setTimeout(resolve, 0));
    process.off('unhandledRejection', unhandled);
    expect(unhandled).not.toHaveBeenCalled();
  });

  it('sends JSON bodies and multipart forms', async () => {
    useSessionStore.getState().signIn(demoToken('driver'));
    const seen = captureNext('/mock/api/x');
    await request({ host: 'api', path: '/x', method: 'POST', body: { Name: 'Grupp' } });
    expect(seen[0]!.headers.get('content-type')).toBe('application/json');
    expect(await seen[0]!.json()).toEqual({ Name: 'Grupp' });
    const form = new FormData();
    form.append('data', '{"a":1}');
    await request({ host: 'api', path: '/x', method: 'POST', body: form });
    expect(seen[1]!.headers.get('content-type')).toMatch(/^multipart\/form-data/);
  });

  it('aborts with the signal', async () => {
    useSessionStore.getState().signIn(demoToken('driver'));
    captureNext('/mock/api/x');
    const controller = new AbortController();
    controller.abort();
    await expect(request({ host: 'api', path: '/x', signal: controller.signal })).rejects.toThrow();
  });

  it('a change that gets no answer in time stops waiting, with status 0 and Swedish words', async () => {
    useSessionStore.getState().signIn(demoToken('driver'));
    let seen: AbortSignal | null = null;
    server.use(
      http.post('*/mock/api/slow', ({ request: r }) => {
        seen = r.signal;
        return new Promise<Response>(() => undefined);
      }),
    );
    const started = request({ host: 'api', path: '/slow', method: 'POST', timeoutMs: 30 });
    await expect(started).rejects.toMatchObject({
      status: 0,
      message: 'Inget svar från servern inom 0 s. Kontrollera anslutningen och försök igen.',
    });
    expect(seen).not.toBeNull();
  });

  it("changes have a time-out by default; reads and a caller's own abort keep theirs", async () => {
    useSessionStore.getState().signIn(demoToken('driver'));
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    try {
      server.use(http.put('*/mock/api/hang', () => new Promise<Response>(() => undefined)));
      const put = request({ host: 'api', path: '/hang', method: 'PUT' });
      const outcome = put.catch((error: unknown) => error);
      await vi.advanceTimersByTimeAsync(MUTATION_TIMEOUT_MS);
      expect(await outcome).toMatchObject({
        status: 0,
        message: /^Inget svar från servern inom 20 s/,
      });
      // The caller's abort stays an AbortError (a view left behind), not a time-out.
      const controller = new AbortController();
      const aborted = request({
        host: 'api',
        path: '/hang',
        method: 'PUT',
        signal: controller.signal,
      });
      controller.abort();
      await expect(aborted).rejects.toMatchObject({ name: 'AbortError' });
    } finally {
      vi.useRealTimers();
    }
  });

  it('resolves hosts from the configuration', () => {
    expect(buildUrl('staff', '/overview/dutysignins', { date: '2026-11-22' }).pathname).toBe(
      '/mock/staff/overview/dutysignins',
    );
  });
});

describe('retry policy', () => {
  it('never retries a 4xx, retries other failures twice', () => {
    expect(shouldRetry(0, new ApiError(404, 'Not found', ''))).toBe(false);
    expect(shouldRetry(0, new ApiError(503, 'Unavailable', ''))).toBe(true);
    expect(shouldRetry(2, new ApiError(503, 'Unavailable', ''))).toBe(false);
  });
});
