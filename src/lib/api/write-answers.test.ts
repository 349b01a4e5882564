import { describe, expect, it } from 'vitest';
import { http, HttpResponse } from 'msw';
import * as z from 'zod/mini';
import { server } from '../../../mocks/node';
import { useSessionStore } from '@/stores/session';
import { demoToken } from '@/test/tokens';
import { request } from './client';
import { ApiError, InvalidResponseError, outcomeUnknown } from './api-error';

/** Every answer a reasonable server may give to a write whose shape the spec does not show. */
const ANSWERS: [string, () => Response][] = [
  ['200 with an empty body', () => new HttpResponse(null, { status: 200 })],
  ['200 true', () => HttpResponse.json(true)],
  ['200 a bare id', () => HttpResponse.json(912345678)],
  ['200 the full object', () => HttpResponse.json({ ID: 912345678, Name: 'x' })],
  ['201 the object', () => HttpResponse.json({ ID: 912345678 }, { status: 201 })],
  ['204 no content', () => new HttpResponse(null, { status: 204 })],
  ['200 text that is no JSON', () => new HttpResponse('OK', { status: 200 })],
];

const created = z.object({ ID: z.number() });

describe('lenient answers of writes', () => {
  it.each(ANSWERS)('%s is a success; the body is used only when it fits', async (name, reply) => {
    useSessionStore.getState().signIn(demoToken('admin'));
    server.use(http.post('*/mock/api/thing', reply));
    const result = await request({
      host: 'api',
      path: '/thing',
      method: 'POST',
      body: {},
      responseType: 'lenient',
      schema: created,
    });
    const fits = name.includes('object');
    expect(result).toEqual(fits ? { ID: 912345678 } : undefined);
  });

  it('a refusal is still an error', async () => {
    useSessionStore.getState().signIn(demoToken('admin'));
    server.use(
      http.post('*/mock/api/thing', () => HttpResponse.json({ message: 'Nej' }, { status: 400 })),
    );
    await expect(
      request({ host: 'api', path: '/thing', method: 'POST', responseType: 'lenient' }),
    ).rejects.toMatchObject({ status: 400 });
  });
});

describe('outcomeUnknown', () => {
  const url = 'https://api.example.se/x';
  it('holds where the server may have acted: no answer, a gateway, an unreadable yes', () => {
    expect(outcomeUnknown(new ApiError(0, 'Nätverksfel', url))).toBe(true);
    for (const status of [502, 503, 504])
      expect(outcomeUnknown(new ApiError(status, '', url))).toBe(true);
    expect(outcomeUnknown(new InvalidResponseError(200, 'Oväntat svar', url))).toBe(true);
  });

  it('does not hold for the backend’s own refusal or anything else', () => {
    for (const status of [400, 401, 403, 404, 409, 413, 500])
      expect(outcomeUnknown(new ApiError(status, '', url))).toBe(false);
    expect(outcomeUnknown(new Error('x'))).toBe(false);
  });
});
