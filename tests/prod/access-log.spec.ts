import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { test, expect } from './fixtures';
import { signMockJwt } from '../../mocks/lib/jwt';
import { DEMO_USERS, demoClaims } from '../../mocks/seed/demo-users';

/**
 * A token handed over in the query (`/?token=…#/…`) reaches nginx in the request line. nginx's
 * logs of the portal (deploy/nginx.conf: the path without its query) must not keep it.
 */
const logs = join(process.env.PROD_SITE_DIR ?? 'test-results/prod-site', 'logs');
const read = (file: string) => readFileSync(join(logs, file), 'utf8');

test('a handed-over token reaches the portal but not nginx’s logs', async ({ page, watch }) => {
  const token = signMockJwt(demoClaims(DEMO_USERS.find((u) => u.key === 'dispatcher')!));
  const before = read('access.log').length;

  await page.goto(`/?token=${token}#/report`);
  await expect(page.getByRole('heading', { name: 'Rapporter' })).toBeVisible();
  await expect(page.getByText('Karin Sjöberg')).toBeVisible();
  expect(page.url()).not.toContain('token');
  // The hand-over itself is the one request with the token in its URL this journey means to make.
  watch.tokenUrls = watch.tokenUrls.filter((url) => !url.includes(`?token=${token}`));

  // The hand-over was logged (the entry page, then its assets) ...
  const logged = read('access.log').slice(before);
  expect(logged).toMatch(/"GET \/(index\.html)? HTTP\/1\.1" 200 /);
  expect(logged).toMatch(/"GET \/assets\/[^ ]+\.js HTTP\/1\.1" 200 /);
  // ... without its query: no token, nor any part of it, in the access log or the error log.
  for (const text of [read('access.log'), read('error.log')]) {
    expect(text).not.toContain('token=');
    for (const part of token.split('.')) expect(text).not.toContain(part);
  }
});
