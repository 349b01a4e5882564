import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
// @ts-expect-error -- a plain Node script without typings
import { distProblems } from './check-dist.mjs';

const check = distProblems as (dir: string) => string[];
let dir = '';

function bundle(files: Record<string, string>): string {
  dir = mkdtempSync(join(tmpdir(), 'pp-dist-'));
  for (const [name, text] of Object.entries(files)) {
    mkdirSync(join(dir, name, '..'), { recursive: true });
    writeFileSync(join(dir, name), text);
  }
  return dir;
}

afterEach(() => rmSync(dir, { recursive: true, force: true }));

describe('check-dist: what a production bundle must not hold', () => {
  it('passes a clean bundle', () => {
    expect(check(bundle({ 'index.html': '<!doctype html>', 'assets/index-1.js': 'x()' }))).toEqual(
      [],
    );
  });

  it('finds the mock service worker, source maps, the manifest and map references', () => {
    const problems = check(
      bundle({
        'mockServiceWorker.js': '/* Mock Service Worker */',
        'assets/index-1.js': 'x()\n//# sourceMappingURL=index-1.js.map',
        'assets/index-1.js.map': '{}',
        '.vite/manifest.json': '{}',
        'assets/mock-2.js': 'fetch("/mock/__control")',
      }),
    );
    expect(problems.join('\n')).toMatch(/mockServiceWorker\.js: mock service worker/);
    expect(problems.join('\n')).toMatch(/index-1\.js\.map: source map/);
    expect(problems.join('\n')).toMatch(/\.vite\/manifest\.json: build manifest/);
    expect(problems.join('\n')).toMatch(/index-1\.js: contains a source map reference/);
    expect(problems.join('\n')).toMatch(/mock-2\.js: contains the mock backend/);
  });

  it("finds the mock's demo sign-in, namespaces, settings and demo users", () => {
    const problems = check(
      bundle({
        'assets/login-1.js': 'fetch(idp + "/demo-token")',
        'assets/ns-2.js': 'document.cookie = "pp-mock-ns=a"',
        'assets/config-3.js': '{"api":"https://api.mock.invalid"}',
        'assets/users-4.js': '"Anna Lindqvist"',
      }),
    ).join('\n');
    expect(problems).toMatch(/login-1\.js: contains the mock identity provider's demo sign-in/);
    expect(problems).toMatch(/ns-2\.js: contains the mock's test namespaces/);
    expect(problems).toMatch(/config-3\.js: contains the mock's settings/);
    expect(problems).toMatch(/users-4\.js: contains the mock's demo users/);
  });

  it('says so when there is no bundle', () => {
    expect(check(join(tmpdir(), 'pp-no-such-dist'))).toEqual([
      expect.stringMatching(/does not exist/),
    ]);
  });
});
