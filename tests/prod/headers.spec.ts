import { test, expect } from './fixtures';

/**
 * What nginx (deploy/nginx.conf, completed by scripts/nginx-conf.mjs) and the API origin answer,
 * read directly: the security headers on every kind of file, caching by kind, compression, and
 * CORS refusing a page the API does not know.
 */
const MOCK = `http://localhost:${process.env.PROD_MOCK_PORT ?? 5180}`;

test('the portal is served with its security headers, cached by kind and compressed', async ({
  request,
}) => {
  const index = await request.get('/', { headers: { 'accept-encoding': 'gzip' } });
  expect(index.status()).toBe(200);
  const h = index.headers();
  expect(h['cache-control']).toBe('no-store');
  const csp = h['content-security-policy']!;
  for (const rule of [
    "default-src 'self'",
    "script-src 'self'",
    "frame-ancestors 'none'",
    "object-src 'none'",
    "base-uri 'none'",
  ])
    expect(csp).toContain(rule);
  // The APIs and the flow hub of this environment's config.json, and nothing else.
  expect(csp).toMatch(
    new RegExp(`connect-src 'self'[^;]* ${MOCK}[^;]* ${MOCK.replace('http', 'ws')}`),
  );
  expect(csp).not.toMatch(/unsafe-inline|unsafe-eval|\*/);
  expect(h['strict-transport-security']).toBe('max-age=31536000; includeSubDomains');
  expect(h['referrer-policy']).toBe('no-referrer');
  expect(h['x-content-type-options']).toBe('nosniff');
  expect(h['x-frame-options']).toBe('DENY');
  expect(h['permissions-policy']).toContain('camera=()');
  expect(h['server']).toBe('nginx');

  // A hashed asset: cached for a year, compressed, with the same headers.
  const script = /src="(\/assets\/[^"]+\.js)"/.exec(await index.text())![1]!;
  const asset = await request.get(script, { headers: { 'accept-encoding': 'gzip' } });
  expect(asset.headers()['cache-control']).toBe('public, max-age=31536000, immutable');
  expect(asset.headers()['content-encoding']).toBe('gzip');
  expect(asset.headers()['content-security-policy']).toBe(csp);
  expect(asset.headers()['x-content-type-options']).toBe('nosniff');
  expect(asset.headers()['strict-transport-security']).toBe(h['strict-transport-security']);

  // The configuration and the version are never cached (a deploy takes effect at once).
  for (const path of ['/config.json', '/version.json'])
    expect((await request.get(path)).headers()['cache-control']).toBe('no-store');
  // A missing asset is a 404, not the app's index.html.
  expect((await request.get('/assets/nothing-here.js')).status()).toBe(404);
});

test('the API origin answers CORS only for the portal, and refuses other pages', async ({
  request,
  baseURL,
}) => {
  const preflight = (origin: string) =>
    request.fetch(`${MOCK}/mock/api/me`, {
      method: 'OPTIONS',
      headers: {
        origin,
        'access-control-request-method': 'GET',
        'access-control-request-headers': 'authorization',
      },
    });
  const ok = await preflight(baseURL!);
  expect(ok.status()).toBe(204);
  expect(ok.headers()['access-control-allow-origin']).toBe(baseURL);
  const refused = await preflight('https://evil.example');
  expect(refused.status()).toBe(403);
  expect(refused.headers()['access-control-allow-origin']).toBeUndefined();
  const read = await request.get(`${MOCK}/mock/api/me`, {
    headers: { origin: 'https://evil.example' },
  });
  expect(read.status()).toBe(403);
});
