// @vitest-environment node
import '../../mocks/test/node-storage';
import { spawn, type ChildProcess } from 'node:child_process';
import { request } from 'node:http';
import { connect, createServer } from 'node:net';
import { mkdtempSync, rmSync } from 'node:fs';
import { networkInterfaces, tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { server as inProcessMock } from '../../mocks/node';

/**
 * The development servers stay on the developer's machine: `npm run mock:server` and the
 * production journeys' OpenID provider listen on 127.0.0.1 unless told otherwise, and the URLs
 * they hand out (issuer, endpoints, redirect checks) come from their configuration, not from the
 * Host header a caller sends.
 */
const dataDir = mkdtempSync(join(tmpdir(), 'pp-loopback-'));
const children: ChildProcess[] = [];
let mock = { port: 0, log: '' };
let oidc = { port: 0, log: '' };

/** A port free on this machine now. */
const freePort = () =>
  new Promise<number>((done) => {
    const probe = createServer().listen(0, '127.0.0.1', () => {
      const { port } = probe.address() as { port: number };
      probe.close(() => done(port));
    });
  });

/**
 * Starts a server script on a free port and waits for its "listening on" line. A port found free
 * may be taken by another test process before the script binds it: then again on another port.
 */
async function start(script: string, envFor: (port: number) => Record<string, string>) {
  for (let attempt = 1; ; attempt++) {
    const port = await freePort();
    try {
      return await startOn(script, envFor(port), port);
    } catch (error) {
      if (attempt >= 5 || !/EADDRINUSE/.test(String(error))) throw error;
    }
  }
}

async function startOn(script: string, env: Record<string, string>, port: number) {
  const child = spawn(process.execPath, [script], {
    env: { ...process.env, ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  children.push(child);
  let log = '';
  await new Promise<void>((done, fail) => {
    child.stdout!.on('data', (chunk: Buffer) => {
      log += chunk.toString();
      if (log.includes('listening on')) done();
    });
    child.stderr!.on('data', (chunk: Buffer) => (log += chunk.toString()));
    child.on('exit', (code) => fail(new Error(`${script} ended (${code}): ${log}`)));
  });
  return { port, log };
}

/** GET with any Host header (fetch would not send a forged one). */
function get(port: number, path: string, host: string) {
  return new Promise<{ status: number; body: string }>((done, fail) => {
    const req = request({ host: '127.0.0.1', port, path, headers: { host } }, (res) => {
      let body = '';
      res.on('data', (chunk: Buffer) => (body += chunk.toString()));
      res.on('end', () => done({ status: res.statusCode ?? 0, body }));
    });
    req.on('error', fail).end();
  });
}

/** Whether a TCP connection to address:port is accepted. */
const reachable = (address: string, port: number) =>
  new Promise<boolean>((done) => {
    const socket = connect({ host: address, port, timeout: 2000 });
    socket.on('connect', () => {
      socket.destroy();
      done(true);
    });
    socket.on('error', () => done(false));
    socket.on('timeout', () => {
      socket.destroy();
      done(false);
    });
  });

/** This machine's addresses on its networks (what the LAN reaches). */
const lanAddresses = Object.values(networkInterfaces())
  .flat()
  .filter((i) => i && !i.internal && i.family === 'IPv4')
  .map((i) => i!.address);

beforeAll(async () => {
  // The test setup's in-process mock would answer this file's own calls: they are for the servers.
  inProcessMock.close();
  [mock, oidc] = await Promise.all([
    start('scripts/mock-server.mjs', (port) => ({
      MOCK_PORT: String(port),
      MOCK_DATA_DIR: dataDir,
      MOCK_HOST: '',
      MOCK_ORIGIN: '',
    })),
    start('scripts/prod/oidc-server.mjs', (port) => ({
      OIDC_PORT: String(port),
      OIDC_HOST: '',
      OIDC_ISSUER: '',
    })),
  ]);
}, 90_000);

afterAll(() => {
  for (const child of children) child.kill();
  rmSync(dataDir, { recursive: true, force: true });
});

describe('the development servers', () => {
  it('listen on 127.0.0.1 only by default', async () => {
    for (const server of [mock, oidc]) {
      expect(server.log).toContain(`listening on 127.0.0.1:${server.port}`);
      expect(await reachable('127.0.0.1', server.port)).toBe(true);
      for (const address of lanAddresses) expect(await reachable(address, server.port)).toBe(false);
    }
  });

  it("keep the mock identity provider's issuer and redirect check off a forged Host", async () => {
    const discovery = await get(
      mock.port,
      '/mock/idp/.well-known/openid-configuration',
      'evil.example',
    );
    expect(JSON.parse(discovery.body)).toMatchObject({
      issuer: `http://localhost:${mock.port}/mock/idp`,
      authorization_endpoint: `http://localhost:${mock.port}/mock/idp/authorize`,
    });
    // A redirect to the forged host is not "the same origin": no code goes there.
    const query = new URLSearchParams({
      response_type: 'code',
      code_challenge: 'x'.repeat(43),
      code_challenge_method: 'S256',
      redirect_uri: 'http://evil.example/cb',
    });
    expect((await get(mock.port, `/mock/idp/authorize?${query}`, 'evil.example')).status).toBe(400);
  });

  it("keep the OpenID provider's issuer and endpoints off a forged Host", async () => {
    const discovery = await get(oidc.port, '/.well-known/openid-configuration', 'evil.example');
    const meta = JSON.parse(discovery.body) as Record<string, unknown>;
    expect(meta.issuer).toBe(`http://localhost:${oidc.port}`);
    for (const key of [
      'authorization_endpoint',
      'token_endpoint',
      'jwks_uri',
      'end_session_endpoint',
    ])
      expect(meta[key]).toMatch(new RegExp(`^http://localhost:${oidc.port}/`));
  });
});
