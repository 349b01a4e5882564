import { describe, expect, it } from 'vitest';
import { callerFor } from '../test/call';

/** The identity provider is called before anyone has a token. */
const call = callerFor('http://localhost/mock/idp');
const verifier = 'a-long-random-code-verifier-for-pkce-0123456789abcdef';

async function challenge(v: string): Promise<string> {
  const digest = await crypto.subtle.digest('SHA-256', new TextEncoder().encode(v));
  return Buffer.from(digest).toString('base64url');
}

async function authorize(overrides: Record<string, string> = {}) {
  const form = new URLSearchParams({
    user: 'dispatcher',
    client_id: 'personalportalen',
    redirect_uri: 'http://localhost/?oidc=callback',
    response_type: 'code',
    code_challenge: await challenge(verifier),
    code_challenge_method: 'S256',
    state: 'xyz',
    ...overrides,
  });
  return call('/authorize', { who: null, method: 'POST', raw: { body: form }, redirect: 'manual' });
}

function token(code: string, v = verifier) {
  return call('/token', {
    who: null,
    method: 'POST',
    raw: {
      type: 'application/x-www-form-urlencoded',
      body: new URLSearchParams({
        grant_type: 'authorization_code',
        code,
        redirect_uri: 'http://localhost/?oidc=callback',
        code_verifier: v,
        client_id: 'personalportalen',
      }),
    },
  });
}

describe('mock identity provider (code + PKCE)', () => {
  it('publishes discovery', async () => {
    const doc = (await (
      await call('/.well-known/openid-configuration', { who: null })
    ).json()) as Record<string, string>;
    expect(doc.issuer).toBe('http://localhost/mock/idp');
    expect(doc.end_session_endpoint).toBe('http://localhost/mock/idp/endsession');
  });

  it('issues tokens for the right verifier, once', async () => {
    const back = new URL((await authorize()).headers.get('location')!);
    expect(back.searchParams.get('state')).toBe('xyz');
    const code = back.searchParams.get('code')!;
    const response = await token(code);
    expect(response.status).toBe(200);
    const body = (await response.json()) as { access_token: string; id_token: string };
    const claims = JSON.parse(
      Buffer.from(body.access_token.split('.')[1]!, 'base64url').toString(),
    );
    expect(claims.name).toBe('Karin Sjöberg');
    expect((await token(code)).status).toBe(400);
  });

  it('refuses a wrong verifier', async () => {
    const code = new URL((await authorize()).headers.get('location')!).searchParams.get('code')!;
    const response = await token(code, 'wrong-verifier');
    expect(await response.json()).toMatchObject({ error_description: 'PKCE verification failed' });
  });

  it('redirects only to its own origin', async () => {
    expect((await authorize({ redirect_uri: 'https://evil.example/cb' })).status).toBe(400);
    const end = await call(
      `/endsession?id_token_hint=x&post_logout_redirect_uri=${encodeURIComponent('https://evil.example/')}`,
      { who: null, redirect: 'manual' },
    );
    expect(end.status).toBe(400);
  });

  it('ends a session named by the id token hint or, without one, by the client', async () => {
    const back = encodeURIComponent('http://localhost/');
    const end = (query: string) =>
      call(`/endsession?${query}&post_logout_redirect_uri=${back}`, {
        who: null,
        redirect: 'manual',
      });
    expect((await end('id_token_hint=x')).status).toBe(302);
    expect((await end('client_id=personalportalen')).status).toBe(302);
    expect((await end('state=1')).status).toBe(400);
  });
});
