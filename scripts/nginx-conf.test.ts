import { execFileSync } from 'node:child_process';
import { copyFileSync, mkdirSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
// @ts-expect-error -- a plain Node script without typings
import { buildConf } from './nginx-conf.mjs';

/** deploy/nginx.conf completed by scripts/nginx-conf.mjs: the log and HSTS parts. */
const build = buildConf as (config: object, options: Record<string, unknown>) => string;
const config = { hosts: { api: 'https://api.example.org' } };
const cli = (...args: string[]) =>
  execFileSync(
    process.execPath,
    ['scripts/nginx-conf.mjs', '--config', 'deploy/config.example.json', ...args],
    { encoding: 'utf8', stdio: 'pipe' },
  );

describe('the nginx configuration', () => {
  it('logs the portal’s requests without their query, referrer or user agent', () => {
    const conf = build(config, { root: '/srv/portal', listen: 8080 });
    const format = /log_format personalportalen ([^;]+);/.exec(conf)![1]!;
    expect(format).toContain('"$request_method $uri $server_protocol"');
    for (const leak of [
      '$request ',
      '$request"',
      '$request_uri',
      '$args',
      '$query_string',
      '$arg_',
      '$http_referer',
    ])
      expect(format).not.toContain(leak);
    expect(conf).toContain(
      'access_log /var/log/nginx/personalportalen.access.log personalportalen;',
    );
    expect(build(config, { root: '/x', listen: 1, accessLog: '/tmp/a.log' })).toContain(
      'access_log /tmp/a.log personalportalen;',
    );
  });

  it('sends Strict-Transport-Security on every answer unless switched off', () => {
    const conf = build(config, { root: '/srv/portal', listen: 8080 });
    expect(conf).toContain('set $hsts "max-age=31536000; includeSubDomains";');
    // Once for the server and once in each location that sets headers of its own.
    const locationsWithHeaders = conf
      .split(/\n\s*location /)
      .slice(1)
      .filter((l) => l.includes('add_header'));
    expect(conf.match(/add_header Strict-Transport-Security \$hsts always;/g)).toHaveLength(
      1 + locationsWithHeaders.length,
    );
    // Empty: nginx then sends no header at all (a plain-http test host).
    expect(build(config, { root: '/srv/portal', listen: 8080, hsts: false })).toContain(
      'set $hsts "";',
    );
  });

  it('takes --no-hsts and --access-log on the command line', () => {
    expect(cli()).toContain('set $hsts "max-age=31536000; includeSubDomains";');
    const off = cli('--no-hsts', '--access-log', '/var/log/nginx/test.log');
    expect(off).toContain('set $hsts "";');
    expect(off).toContain('access_log /var/log/nginx/test.log personalportalen;');
  });

  it('runs from a folder whose path holds a space', () => {
    const dir = mkdtempSync(join(tmpdir(), 'pp nginx '));
    try {
      for (const file of ['scripts/nginx-conf.mjs', 'deploy/nginx.conf']) {
        mkdirSync(join(dir, file, '..'), { recursive: true });
        copyFileSync(file, join(dir, file));
      }
      const conf = execFileSync(
        process.execPath,
        [join(dir, 'scripts/nginx-conf.mjs'), '--config', 'deploy/config.example.json'],
        { encoding: 'utf8' },
      );
      expect(conf).toContain("connect-src 'self' ");
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });

  it('refuses an option it does not know instead of ignoring it', () => {
    expect(() => cli('--no-hsts', '--acess-log', '/tmp/a.log')).toThrow(/acess-log/);
  });
});

describe('the Content-Security-Policy', () => {
  it('lets the portal send field measurements to the configured collector, and only there', () => {
    const csp = (c: object) =>
      /connect-src ([^;]+);/.exec(build(c, { root: '/srv/portal', listen: 8080 }))![1]!;
    expect(csp(config)).not.toContain('otel.example.org');
    expect(
      csp({ ...config, telemetry: { endpoint: 'https://otel.example.org:4318/v1/metrics' } }),
    ).toBe("'self' https://api.example.org https://otel.example.org:4318");
  });
});
