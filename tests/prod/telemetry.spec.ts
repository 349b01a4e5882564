import { createServer, type IncomingMessage, type Server } from 'node:http';
import { DEMO_USERS } from '../../mocks/seed/demo-users';
import { test, expect, signInOidc } from './fixtures';

/**
 * Field measurements (issue 36): the deployed config.json names a collector (scripts/prod/site.mjs,
 * sampled at 0); this page turns the sample rate to 1. A capture server standing in for an
 * OpenTelemetry Collector receives what the portal sends as it is hidden.
 */
const PORT = Number(
  process.env.PROD_TELEMETRY_PORT ?? Number(process.env.PROD_PORT ?? 8080) + 1000,
);

interface Attr {
  key: string;
  value: { stringValue?: string; intValue?: string; doubleValue?: number };
}
interface Metric {
  name: string;
  unit: string;
  histogram?: {
    aggregationTemporality: number;
    dataPoints: { attributes: Attr[]; count: string; sum: number }[];
  };
  sum?: {
    aggregationTemporality: number;
    isMonotonic: boolean;
    dataPoints: { attributes: Attr[]; asInt: string }[];
  };
}
interface Export {
  resourceMetrics: { resource: { attributes: Attr[] }; scopeMetrics: { metrics: Metric[] }[] }[];
}

const received: { contentType: string; body: string }[] = [];
let server: Server;

test.beforeAll(async ({ baseURL }) => {
  const origin = new URL(baseURL!).origin;
  server = createServer((req: IncomingMessage, res) => {
    // An OpenTelemetry Collector's receiver with `cors.allowed_origins: [<the portal>]` answers so.
    res.setHeader('access-control-allow-origin', origin);
    res.setHeader('access-control-allow-credentials', 'true');
    res.setHeader('access-control-allow-methods', 'POST');
    res.setHeader('access-control-allow-headers', 'content-type');
    if (req.method === 'OPTIONS') return res.writeHead(204).end();
    const chunks: Buffer[] = [];
    req.on('data', (c: Buffer) => chunks.push(c));
    req.on('end', () => {
      if (req.method === 'POST' && req.url === '/v1/metrics')
        received.push({
          contentType: req.headers['content-type'] ?? '',
          body: Buffer.concat(chunks).toString('utf8'),
        });
      res.writeHead(200, { 'content-type': 'application/json' }).end('{"partialSuccess":{}}');
    });
  });
  await new Promise<void>((resolve) => server.listen(PORT, '127.0.0.1', resolve));
});
test.afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

const attr = (attrs: Attr[], key: string) => {
  const v = attrs.find((a) => a.key === key)?.value;
  return v?.stringValue ?? v?.intValue ?? v?.doubleValue;
};

test('a sampled page sends OTLP JSON with the figures of its views and no personal data', async ({
  page,
  watch,
}) => {
  await page.route('**/config.json', async (route) => {
    const config = await (await route.fetch()).json();
    expect(config.telemetry.endpoint).toBe(`http://127.0.0.1:${PORT}/v1/metrics`);
    await route.fulfill({ json: { ...config, telemetry: { ...config.telemetry, sampleRate: 1 } } });
  });
  let token = '';
  page.on('request', (r) => {
    const auth = r.headers().authorization;
    if (auth?.startsWith('Bearer ')) token = auth.slice(7);
  });
  await signInOidc(page, 'dispatcher', '/#/staffoverview/viewAll');
  // The telemetry chunk has loaded (after idle) before the user types.
  await expect
    .poll(() =>
      page.evaluate(() =>
        performance.getEntriesByType('resource').some((r) => r.name.includes('/telemetry-')),
      ),
    )
    .toBe(true);
  await expect(page.getByRole('row').nth(2)).toBeVisible();
  const name = page.getByLabel('Namn', { exact: true });
  await name.click();
  await name.pressSequentially('an');

  // A message that is not there: the API answers 404.
  await page.goto('/#/message/edit/999999');
  await expect(page.getByRole('alert').first()).toBeVisible();
  await expect.poll(() => watch.consoleErrors.some((e) => /status of 404/.test(e))).toBe(true);
  watch.consoleErrors.splice(
    0,
    Infinity,
    ...watch.consoleErrors.filter((e) => !/status of 404/.test(e)),
  );
  const user = DEMO_USERS.find((u) => u.key === 'dispatcher')!.employee;

  // Batched: what waits is sent within 15 s (or at once when the page is hidden); then the page
  // is left, which sends what came since (INP and CLS are reported as it hides).
  await expect
    .poll(() => received.some((r) => r.body.includes('portal.errors')), { timeout: 30_000 })
    .toBe(true);
  await page.goto('about:blank');
  await expect.poll(() => received.some((r) => r.body.includes('portal.web_vital.cls'))).toBe(true);

  const metrics: Metric[] = [];
  for (const { contentType, body } of received) {
    expect(contentType).toBe('application/json');
    const payload = JSON.parse(body) as Export;
    const [resource] = payload.resourceMetrics;
    expect(attr(resource!.resource.attributes, 'service.name')).toBe('personalportalen');
    expect(attr(resource!.resource.attributes, 'deployment.environment')).toBe('prodtest');
    expect(attr(resource!.resource.attributes, 'service.version')).toMatch(/^\d+\.\d+\.\d+/);
    metrics.push(...resource!.scopeMetrics.flatMap((s) => s.metrics));
    // Text anywhere, digits (an employee number, the message's id) in any text value: times
    // and counts are numbers that may hold any digits.
    for (const secret of [token, user.userId, user.userName, user.firstName, user.lastName, '?'])
      expect(body, `payload holds ${secret}`).not.toContain(secret);
    const texts = JSON.stringify(
      JSON.parse(body, (key, value: unknown) =>
        typeof value === 'number' || /UnixNano$|^(count|asInt|intValue|bucketCounts)$/.test(key)
          ? undefined
          : value,
      ),
    );
    for (const secret of [user.employeeNumber, '999999'])
      expect(texts, `payload holds ${secret}`).not.toMatch(new RegExp(`"[^"]*${secret}[^"]*"`));
  }
  const points = (n: string) =>
    metrics.filter((m) => m.name === n).flatMap((m) => m.histogram?.dataPoints ?? []);
  const rows = points('portal.table.rows_painted');
  expect(
    rows.some(
      (p) =>
        attr(p.attributes, 'portal.route') === '/staffoverview/viewAll' &&
        attr(p.attributes, 'portal.table') === 'staff' &&
        p.sum > 0,
    ),
  ).toBe(true);
  expect(
    points('portal.table.keystroke_paint').reduce((n, p) => n + Number(p.count), 0),
  ).toBeGreaterThanOrEqual(2);
  expect(
    [
      ...points('portal.web_vital.lcp'),
      ...points('portal.web_vital.cls'),
      ...points('portal.web_vital.inp'),
    ].length,
  ).toBeGreaterThan(0);
  const errors = metrics
    .filter((m) => m.name === 'portal.errors')
    .flatMap((m) => m.sum!.dataPoints);
  expect(
    errors.some(
      (p) =>
        attr(p.attributes, 'portal.error.kind') === 'api' &&
        attr(p.attributes, 'http.response.status_code') === '404' &&
        attr(p.attributes, 'portal.api.host') === 'msg' &&
        attr(p.attributes, 'url.template') === '/message/:id' &&
        attr(p.attributes, 'portal.route') === '/message/edit/:messageId',
    ),
  ).toBe(true);
  console.log(`captured payload (${received.length} beacons):\n${received.at(-1)!.body}`);
});
