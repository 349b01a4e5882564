// A certified OpenID provider (oidc-provider) configured like the operator's, for the production
// journeys: authorization code + PKCE, the portal's claims in a JWT access token, end-session
// with id_token_hint and post-logout redirect. Sign in with a demo user's id as login name (the
// subject: the portal and the APIs read it as the user id; see mocks/seed/demo-users.ts) and any
// password.
//
//   OIDC_PORT (default 5190)   PORTAL_ORIGIN (default http://localhost:8080)
//   OIDC_HOST    address to listen on (default MOCK_HOST, else 127.0.0.1: this machine only; anyone
//                who reaches it signs in as any demo user, so widen it, e.g. 0.0.0.0, only on a
//                trusted network)
//   OIDC_ISSUER  the provider's issuer; every URL it hands out is built on it, never on the Host
//                header (default http://localhost:<OIDC_PORT>)
import Provider from 'oidc-provider';
import { tsLoader } from './load-ts.mjs';

const port = Number(process.env.OIDC_PORT ?? 5190);
const host = process.env.OIDC_HOST || process.env.MOCK_HOST || '127.0.0.1';
const portal = (process.env.PORTAL_ORIGIN ?? 'http://localhost:8080').replace(/\/$/, '');
const issuer = (process.env.OIDC_ISSUER || `http://localhost:${port}`).replace(/\/$/, '');
const API_RESOURCE = 'https://api.personalportalen.test';
const TOKEN_TTL = 16 * 60 * 60; // as the operator's: usable for 12 h (the portal cuts at exp − 4 h)

const ts = await tsLoader();
const { DEMO_USERS, demoClaims } = await ts.load('/mocks/seed/demo-users.ts');
const userOf = (id) => DEMO_USERS.find((u) => u.key === id || u.employee.userId === id);

/** The portal's claims of a user, without the ones the provider sets itself. */
function portalClaims(user) {
  const claims = { ...demoClaims(user) };
  for (const key of ['iss', 'aud', 'iat', 'nbf', 'exp', 'sub']) delete claims[key];
  return claims;
}

const provider = new Provider(issuer, {
  clients: [
    {
      client_id: 'personalportalen',
      token_endpoint_auth_method: 'none',
      application_type: 'web',
      grant_types: ['authorization_code'],
      response_types: ['code'],
      redirect_uris: [`${portal}/?oidc=callback`],
      post_logout_redirect_uris: [`${portal}/`],
    },
  ],
  pkce: { required: () => true, methods: ['S256'] },
  scopes: ['openid', 'profile', 'api'],
  claims: { openid: ['sub'], profile: ['name', 'preferred_username'] },
  conformIdTokenClaims: false,
  async findAccount(_ctx, id) {
    const user = userOf(id);
    if (!user) return undefined;
    return {
      accountId: user.employee.userId,
      claims: () => ({
        sub: user.employee.userId,
        name: `${user.employee.firstName} ${user.employee.lastName}`,
        preferred_username: user.employee.userName,
      }),
    };
  },
  features: {
    devInteractions: { enabled: true },
    rpInitiatedLogout: {
      enabled: true,
      // Straight back to the portal (no "do you want to sign out" page), as the operator's does.
      logoutSource: async (ctx, form) => {
        ctx.body = `<!doctype html><html><body>${form}<script nonce="${ctx.state?.cspNonce ?? ''}">document.forms[0].submit()</script></body></html>`;
      },
    },
    resourceIndicators: {
      enabled: true,
      defaultResource: () => API_RESOURCE,
      useGrantedResource: () => true,
      getResourceServerInfo: () => ({
        scope: 'api',
        audience: 'personalportalen',
        accessTokenFormat: 'jwt',
        accessTokenTTL: TOKEN_TTL,
      }),
    },
  },
  async extraTokenClaims(_ctx, token) {
    const user = userOf(token.accountId);
    return user ? portalClaims(user) : {};
  },
  clientBasedCORS: (_ctx, origin) => origin === portal,
  ttl: { AccessToken: TOKEN_TTL, IdToken: TOKEN_TTL, AuthorizationCode: 60, Session: TOKEN_TTL },
  cookies: { keys: ['personalportalen-prod-journeys'] },
  loadExistingGrant: async (ctx) => {
    // First-party client: consent is implied (no consent page), as with the operator's provider.
    const grantId =
      ctx.oidc.result?.consent?.grantId ?? ctx.oidc.session.grantIdFor(ctx.oidc.client.clientId);
    if (grantId) return ctx.oidc.provider.Grant.find(grantId);
    const grant = new ctx.oidc.provider.Grant({
      clientId: ctx.oidc.client.clientId,
      accountId: ctx.oidc.session.accountId,
    });
    grant.addOIDCScope('openid profile api');
    grant.addResourceScope(API_RESOURCE, 'api');
    await grant.save();
    return grant;
  },
});
provider.proxy = false;
// oidc-provider builds its endpoints' URLs (discovery, redirects, forms) from the request's Host:
// they are built on the configured issuer instead, whatever a caller claims.
const issuerHost = new URL(issuer).host;
provider.use(async (ctx, next) => {
  ctx.request.header.host = issuerHost;
  await next();
});
provider.on('server_error', (_ctx, error) => console.error('oidc server_error:', error));

const server = provider.listen(port, host, () => {
  const { address, port: bound } = server.address();
  console.log(
    `OpenID provider listening on ${address}:${bound} as ${issuer} (client personalportalen, portal ${portal})`,
  );
});
