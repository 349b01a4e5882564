import { describe, expect, it } from 'vitest';
import { callerFor, type CallInit } from '../test/call';
import { BODY_TEXTS } from './body';

const call = callerFor('http://localhost/mock');

async function answer(path: string, init: CallInit) {
  const response = await call(path, { method: 'POST', ...init });
  const text = await response.text();
  return { status: response.status, text };
}

/** 400 with the Swedish message, and nothing of a stack trace. */
function expectRefused(result: { status: number; text: string }, message: string) {
  expect(result.status).toBe(400);
  expect(JSON.parse(result.text)).toEqual({ message });
  expect(result.text).not.toMatch(/stack|at .*\.ts/i);
}

describe('malformed bodies answer 400 with a clear message, never a 500', () => {
  it('the identity provider: authorize without a form', async () => {
    expectRefused(await answer('/idp/authorize', { who: null }), BODY_TEXTS.notForm);
    expectRefused(
      await answer('/idp/authorize', {
        who: null,
        raw: { body: '{"user":1}', type: 'application/json' },
      }),
      BODY_TEXTS.notForm,
    );
  });

  it('the identity provider: demo-token with null, a list or garbage', async () => {
    expectRefused(await answer('/idp/demo-token', { who: null, body: null }), BODY_TEXTS.notObject);
    expectRefused(await answer('/idp/demo-token', { who: null, body: [] }), BODY_TEXTS.notObject);
    expectRefused(
      await answer('/idp/demo-token', {
        who: null,
        raw: { body: '{user:', type: 'application/json' },
      }),
      BODY_TEXTS.notJson,
    );
    const ok = await call('/idp/demo-token', {
      who: null,
      method: 'POST',
      body: { user: 'driver' },
    });
    expect(ok.status).toBe(200);
  });

  it('the controls of the flow hub, the mock, sends, equipment failures and connections', async () => {
    for (const path of [
      '/flow/__control',
      '/__control',
      '/msg/__control',
      '/verify/__control',
      '/connections/__control',
    ]) {
      expectRefused(await answer(path, { body: null }), BODY_TEXTS.notObject);
      expectRefused(await answer(path, { raw: { body: 'nonsense' } }), BODY_TEXTS.notJson);
    }
  });

  it('an empty body still means "no change" to the developer controls', async () => {
    for (const path of ['/flow/__control', '/__control', '/msg/__control']) {
      expect((await call(path, { method: 'POST' })).status).toBe(200);
    }
  });

  it('the APIs: null where an object belongs', async () => {
    expectRefused(await answer('/verify/api/Admin/check/', { body: null }), BODY_TEXTS.notObject);
    expectRefused(await answer('/msg/RecipientGroup', { body: null }), BODY_TEXTS.notObject);
    expectRefused(await answer('/msg/message/Internal', { body: 'x' }), BODY_TEXTS.notObject);
    expectRefused(
      await answer('/msg/message/Group', { raw: { body: '{', type: 'application/json' } }),
      BODY_TEXTS.notJson,
    );
  });
});
