// @vitest-environment node
import '../../mocks/test/node-storage';
import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { server as inProcessMock } from '../../mocks/node';
import { HOSTS } from '@/lib/config';
import { demoToken } from '@/test/tokens';

/**
 * `npm run contract` against `npm run mock:server` (a child process, as an operator runs both):
 * in its default profile, in its spec profile, and with two answers broken. The three runs go at
 * once, each in its own mock namespace (a proxy in front of the mock names it and breaks answers).
 */
const MOCK_PORT = Number(process.env.MOCK_PORT ?? 5207);
const PROXY_PORT = MOCK_PORT + 1;
const dir = mkdtempSync(join(tmpdir(), 'pp-contract-'));
const token = demoToken('admin');
let mock: ChildProcess;
let proxy: Server;
type Run = Promise<{ code: number | null; out: string }>;
const runs: Record<'plain' | 'spec' | 'broken', Run> = {} as never;

/** A config.json naming every host under `base`, as the mock serves them (/mock/<host>). */
function configFor(name: string, base: string): string {
  const hosts = Object.fromEntries(
    HOSTS.map((h) => [
      h,
      h === 'info' ? `${base}/mock/info/portal/info.json` : `${base}/mock/${h}`,
    ]),
  );
  const file = join(dir, `config-${name}.json`);
  writeFileSync(file, JSON.stringify({ environment: 'test', hosts }));
  return file;
}

function contract(config: string): Run {
  return new Promise((done) => {
    const cli = spawn(
      process.execPath,
      ['scripts/contract/contract.mjs', '--config', config, '--token', join(dir, 'token')],
      { stdio: ['ignore', 'pipe', 'pipe'] },
    );
    let out = '';
    cli.stdout!.on('data', (chunk: Buffer) => (out += chunk.toString()));
    cli.stderr!.on('data', (chunk: Buffer) => (out += chunk.toString()));
    cli.on('exit', (code) => done({ code, out }));
  });
}

/** Answers as the mock does, but districts as an object and a position's trips as text. */
function breakAnswer(path: string, body: unknown): unknown {
  if (path.startsWith('/mock/auth/api/district')) return { districts: body };
  if (path.startsWith('/mock/staff/roster/position') && Array.isArray(body) && body[0])
    return [{ ...body[0], tripsInfo: '1053' }, ...body.slice(1)];
  return body;
}

/** `/<namespace>/mock/...` to the mock in that namespace; the namespace `broken` breaks answers. */
function forward(req: IncomingMessage, res: ServerResponse) {
  const [, ns = '', ...rest] = (req.url ?? '').split('/');
  const path = `/${rest.join('/')}`;
  const headers = { authorization: req.headers.authorization ?? '', 'x-mock-ns': `contract-${ns}` };
  void fetch(`http://127.0.0.1:${MOCK_PORT}${path}`, { headers }).then(async (answer) => {
    const type = answer.headers.get('content-type') ?? '';
    const body = type.includes('json')
      ? JSON.stringify(
          ns === 'broken' ? breakAnswer(path, await answer.json()) : await answer.json(),
        )
      : Buffer.from(await answer.arrayBuffer());
    res.writeHead(answer.status, { 'content-type': type }).end(body);
  });
}

beforeAll(async () => {
  // The test setup's in-process mock would answer this file's own calls: they are for the server.
  inProcessMock.close();
  writeFileSync(join(dir, 'token'), token);
  mock = spawn(process.execPath, ['scripts/mock-server.mjs'], {
    env: { ...process.env, MOCK_PORT: String(MOCK_PORT), MOCK_DATA_DIR: join(dir, 'data') },
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  await new Promise<void>((ready, failed) => {
    mock.stdout!.on(
      'data',
      (chunk: Buffer) => chunk.toString().includes('Mock backend') && ready(),
    );
    mock.on('exit', (code) => failed(new Error(`mock server ended (${code})`)));
  });
  proxy = createServer(forward);
  await new Promise<void>((ready) => proxy.listen(PROXY_PORT, '127.0.0.1', ready));
  const switched = await fetch(`http://127.0.0.1:${MOCK_PORT}/mock/__control`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'x-mock-ns': 'contract-spec' },
    body: JSON.stringify({ profile: 'spec' }),
  });
  expect(await switched.json()).toMatchObject({ profile: 'spec' });
  const viaProxy = `http://127.0.0.1:${PROXY_PORT}`;
  runs.plain = contract(configFor('plain', `http://127.0.0.1:${MOCK_PORT}`));
  runs.spec = contract(configFor('spec', `${viaProxy}/spec`));
  runs.broken = contract(configFor('broken', `${viaProxy}/broken`));
}, 20_000);

afterAll(() => {
  mock?.kill();
  proxy?.close();
  rmSync(dir, { recursive: true, force: true });
});

describe('npm run contract', () => {
  it('passes the mock in its default profile, one OK line per read, never showing the token', async () => {
    const { code, out } = await runs.plain;
    expect(out).toMatch(/^OK +GET auth \/api\/district +200 +\d+ items/m);
    expect(out).toMatch(/^OK +GET staff \/roster\/position\?dutyDate&districtid +200/m);
    expect(out).toMatch(/^OK +GET msg \/RecipientGroup\/\d+ +200/m);
    expect(out).toMatch(/^NOTE .*RecipientTypes/m);
    expect(out).toMatch(/^NOTE .*\/GroupDutySiteRecipient/m);
    expect(out).toMatch(/^NOTE .*\/v1\/Document\/Upload sent again with the same Id and GUID/m);
    expect(out.match(/^FAIL.*$/gm) ?? []).toEqual([]);
    expect(out).not.toContain(token);
    expect(code).toBe(0);
  }, 40_000);

  it('flags answers the portal cannot read, and exits non-zero', async () => {
    const { code, out } = await runs.broken;
    expect(out).toMatch(/^FAIL +GET auth \/api\/district +200 +.*the answer is an object/m);
    expect(out).toMatch(/^FAIL +GET staff \/roster\/position\?\S+ +200 +.*0\.tripsInfo is string/m);
    expect(out).toMatch(/^OK +GET api \/auth\/dutysite\/list/m);
    expect(code).toBe(1);
  }, 40_000);

  it("passes the mock in its spec profile (answers with only the spec's fields)", async () => {
    const { code, out } = await runs.spec;
    expect(out).toMatch(/^OK +GET staff \/roster\/position\?dutyDate&districtid +200/m);
    expect(out.match(/^FAIL.*$/gm) ?? []).toEqual([]);
    expect(code).toBe(0);
  }, 40_000);
});
