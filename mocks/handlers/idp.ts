import { HttpResponse } from 'msw';
import { http, open, mockPath } from '../lib/handler';
import { badRequest } from '../lib/errors';
import { signMockJwt } from '../lib/jwt';
import { readForm, readJsonObject } from '../lib/body';
import { defineTable } from '../db/table';
import { DEMO_USERS, demoClaims, MOCK_TOKEN_LIFETIME_S, type DemoUser } from '../seed/demo-users';

/**
 * The mock identity provider: OpenID Connect discovery, an authorize page that lists the demo
 * users, the token endpoint (authorization code + PKCE S256) and end-session; plus two shortcuts
 * for the login view's demo buttons.
 */
interface PendingCode {
  user: DemoUser['key'];
  clientId: string;
  redirectUri: string;
  codeChallenge: string;
  nonce: string | null;
  expires: number;
}

const codesTable = defineTable<Record<string, PendingCode>>('idpCodes', () => ({}));

const issuer = (request: Request) => `${new URL(request.url).origin}/mock/idp`;

async function s256(verifier: string): Promise<string> {
  const digest = await crypto.subtle.digest('SHA-256', new TextEncoder().encode(verifier));
  let binary = '';
  for (const byte of new Uint8Array(digest)) binary += String.fromCharCode(byte);
  return btoa(binary).replace(/\+/g, '-').replace(/\//g, '_').replace(/=+$/, '');
}

const escapeHtml = (text: string) => text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);

/** Only redirect URIs on the requesting origin are accepted (no open redirects, even in mock). */
function sameOrigin(request: Request, uri: string | null): uri is string {
  if (!uri) return false;
  try {
    return new URL(uri).origin === new URL(request.url).origin;
  } catch {
    return false;
  }
}

function authorizePage(params: URLSearchParams): string {
  const hidden = [...params]
    .map(([k, v]) => `<input type="hidden" name="${escapeHtml(k)}" value="${escapeHtml(v)}">`)
    .join('');
  const buttons = DEMO_USERS.map(
    (u) =>
      `<li><button type="submit" name="user" value="${u.key}">${escapeHtml(
        `${u.employee.firstName} ${u.employee.lastName}`,
      )} – ${escapeHtml(u.label)}</button></li>`,
  ).join('');
  return `<!doctype html><html lang="sv"><head><meta charset="utf-8"><title>Mock-inloggning</title>
<style>body{font-family:system-ui;max-width:32rem;margin:3rem auto}ul{list-style:none;padding:0}li{margin:.4rem 0}button{width:100%;text-align:left;padding:.5rem}</style></head>
<body><main><h1>Mock-identitetsleverantör</h1><p>Välj demoanvändare att logga in som:</p>
<form method="post">${hidden}<ul>${buttons}</ul></form></main></body></html>`;
}

export const idpHandlers = [
  http.get(
    mockPath('idp', '/.well-known/openid-configuration'),
    open(({ request }) => {
      const base = issuer(request);
      return HttpResponse.json({
        issuer: base,
        authorization_endpoint: `${base}/authorize`,
        token_endpoint: `${base}/token`,
        end_session_endpoint: `${base}/endsession`,
        jwks_uri: `${base}/jwks`,
        response_types_supported: ['code'],
        code_challenge_methods_supported: ['S256'],
        subject_types_supported: ['public'],
        id_token_signing_alg_values_supported: ['HS256'],
      });
    }),
  ),
  http.get(mockPath('idp', '/jwks'), () => HttpResponse.json({ keys: [] })),
  http.get(
    mockPath('idp', '/authorize'),
    open(({ url, request }) => {
      const p = url.searchParams;
      if (p.get('response_type') !== 'code') return badRequest('response_type måste vara code');
      if (!p.get('code_challenge') || p.get('code_challenge_method') !== 'S256')
        return badRequest('PKCE (S256) krävs');
      if (!sameOrigin(request, p.get('redirect_uri')))
        return badRequest('redirect_uri är inte tillåten');
      return HttpResponse.html(authorizePage(p));
    }),
  ),
  http.post(
    mockPath('idp', '/authorize'),
    open(async ({ request, db }) => {
      const form = await readForm(request);
      const get = (k: string) => {
        const value = form.get(k);
        return typeof value === 'string' ? value : null;
      };
      const user = DEMO_USERS.find((u) => u.key === get('user'));
      const redirectUri = get('redirect_uri');
      if (!user || !sameOrigin(request, redirectUri) || !get('code_challenge'))
        return badRequest('Ogiltig inloggningsbegäran');
      const code = crypto.randomUUID();
      db.get(codesTable)[code] = {
        user: user.key,
        clientId: get('client_id') ?? '',
        redirectUri,
        codeChallenge: get('code_challenge')!,
        nonce: get('nonce'),
        expires: Date.now() + 60_000,
      };
      db.changed();
      const back = new URL(redirectUri);
      back.searchParams.set('code', code);
      const state = get('state');
      if (state) back.searchParams.set('state', state);
      return new HttpResponse(null, { status: 302, headers: { Location: back.toString() } });
    }),
  ),
  http.post(
    mockPath('idp', '/token'),
    open(async ({ request, db }) => {
      const form = new URLSearchParams(await request.text());
      const codes = db.get(codesTable);
      const pending = codes[form.get('code') ?? ''];
      const error = (description: string) =>
        HttpResponse.json(
          { error: 'invalid_grant', error_description: description },
          { status: 400 },
        );
      if (form.get('grant_type') !== 'authorization_code') return error('grant_type');
      if (!pending || pending.expires < Date.now()) return error('okänd eller utgången kod');
      delete codes[form.get('code')!];
      db.changed();
      if (pending.redirectUri !== form.get('redirect_uri')) return error('redirect_uri mismatch');
      if ((await s256(form.get('code_verifier') ?? '')) !== pending.codeChallenge)
        return error('PKCE verification failed');
      const user = DEMO_USERS.find((u) => u.key === pending.user)!;
      const claims = demoClaims(user);
      const idToken = signMockJwt({
        iss: issuer(request),
        aud: pending.clientId,
        sub: claims.sub,
        name: claims.name,
        iat: claims.iat,
        exp: claims.exp,
        ...(pending.nonce ? { nonce: pending.nonce } : {}),
      });
      return HttpResponse.json({
        access_token: signMockJwt(claims),
        id_token: idToken,
        token_type: 'Bearer',
        expires_in: MOCK_TOKEN_LIFETIME_S,
        scope: form.get('scope') ?? 'openid',
      });
    }),
  ),
  http.get(
    mockPath('idp', '/endsession'),
    open(({ url, request }) => {
      const back = url.searchParams.get('post_logout_redirect_uri');
      // OIDC RP-initiated logout: without the id token hint the client names itself.
      if (!url.searchParams.get('id_token_hint') && !url.searchParams.get('client_id'))
        return badRequest('id_token_hint eller client_id saknas');
      if (!sameOrigin(request, back))
        return badRequest('post_logout_redirect_uri är inte tillåten');
      return new HttpResponse(null, { status: 302, headers: { Location: back } });
    }),
  ),
  http.get(
    mockPath('idp', '/demo-users'),
    open(() =>
      HttpResponse.json(
        DEMO_USERS.map((u) => ({
          key: u.key,
          label: u.label,
          name: `${u.employee.firstName} ${u.employee.lastName}`,
        })),
      ),
    ),
  ),
  http.post(
    mockPath('idp', '/demo-token'),
    open(async ({ request }) => {
      const { user } = await readJsonObject(request);
      const demo = DEMO_USERS.find((u) => u.key === user);
      if (!demo) return badRequest(`Okänd demoanvändare: ${String(user)}`);
      return HttpResponse.json({ access_token: signMockJwt(demoClaims(demo)) });
    }),
  ),
];
