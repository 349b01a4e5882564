import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { randomBytes } from 'node:crypto';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
// @ts-expect-error -- a plain Node script without typings
import { budgetCheck } from './check-budgets.mjs';
// @ts-expect-error -- a plain Node script without typings
import { ROUTES } from './build/budgets.mjs';

const check = budgetCheck as (dir: string) => { lines: string[]; problems: string[] };
const routes = ROUTES as Record<string, { entries: string[] }>;
let root = '';

interface Chunk {
  file: string;
  isEntry?: boolean;
  isDynamicEntry?: boolean;
  imports?: string[];
}

/**
 * A build as Vite leaves it: `dist/` with the chunks, its manifest in `dist-meta/.vite/`. Every
 * route of the real table gets its chunks; `kb` sets how much (random, so gzip keeps it) a chunk
 * weighs, by manifest key (default 1 KB).
 */
function build(kb: Record<string, number> = {}): string {
  root = mkdtempSync(join(tmpdir(), 'pp-budgets-'));
  const dist = join(root, 'dist');
  const manifest: Record<string, Chunk> = {
    'index.html': { file: 'assets/index.js', isEntry: true, imports: ['_vendor.js'] },
    '_vendor.js': { file: 'assets/vendor.js' },
  };
  for (const entries of Object.values(routes).map((route) => route.entries))
    for (const entry of entries)
      manifest[entry] = { file: `assets/${entry.replace(/\W/g, '-')}.js`, isDynamicEntry: true };
  mkdirSync(join(dist, 'assets'), { recursive: true });
  for (const [key, chunk] of Object.entries(manifest))
    writeFileSync(join(dist, chunk.file), randomBytes(Math.round((kb[key] ?? 1) * 1024)));
  mkdirSync(join(root, 'dist-meta', '.vite'), { recursive: true });
  writeFileSync(join(root, 'dist-meta', '.vite', 'manifest.json'), JSON.stringify(manifest));
  return dist;
}

afterEach(() => rmSync(root, { recursive: true, force: true }));

describe('the bundle budgets, read from the build manifest', () => {
  it('accepts a start bundle and routes within their budgets, and prints every figure', () => {
    const { lines, problems } = check(build({ '_vendor.js': 120 }));
    expect(problems).toEqual([]);
    expect(lines[0]).toMatch(
      /^start bundle \(login \+ front page\): 12\d\.\d KB gzip \(budget 130 KB\)$/,
    );
    expect(lines).toContainEqual(
      expect.stringMatching(/^route \/message: 1\.\d KB gzip \(budget 50 KB\)$/),
    );
  });

  it('refuses a start bundle over 130 KB, naming it and its size', () => {
    const { problems } = check(build({ '_vendor.js': 135 }));
    expect(problems).toEqual([
      expect.stringMatching(
        /^start bundle \(login \+ front page\): 13[67]\.\d KB gzip \(budget 130 KB\) OVER BUDGET by [67]\.\d KB$/,
      ),
    ]);
  });

  it('refuses a route over 50 KB, counting what its chunks import beyond the start bundle', () => {
    const page = 'src/features/message/components/compose-page.tsx';
    const dist = build({ [page]: 30 });
    // The page imports a shared chunk: both count for the route, the start bundle's do not.
    const path = join(root, 'dist-meta', '.vite', 'manifest.json');
    const manifest = JSON.parse(readFileSync(path, 'utf8')) as Record<string, Chunk>;
    manifest[page] = { ...manifest[page]!, imports: ['_shared.js', '_vendor.js'] };
    manifest['_shared.js'] = { file: 'assets/shared.js' };
    writeFileSync(join(dist, 'assets/shared.js'), randomBytes(25 * 1024));
    writeFileSync(path, JSON.stringify(manifest));
    expect(check(dist).problems).toEqual([
      expect.stringMatching(
        /^route \/message\/edit: 55\.\d KB gzip \(budget 50 KB\) OVER BUDGET by 5\.\d KB$/,
      ),
    ]);
  });

  it('refuses a build whose manifest lacks a route of the table (the routes changed)', () => {
    const dist = build();
    const path = join(root, 'dist-meta', '.vite', 'manifest.json');
    writeFileSync(
      path,
      JSON.stringify({ 'index.html': { file: 'assets/index.js', isEntry: true } }),
    );
    expect(check(dist).problems).toContainEqual(
      'route /inchecking: src/features/inchecking/components/inchecking-page.tsx is not a chunk of the build (routes changed?)',
    );
  });

  it('says where the manifest should be when the build left none', () => {
    const dist = build();
    rmSync(join(root, 'dist-meta'), { recursive: true });
    expect(() => check(dist)).toThrow(/dist-meta\/\.vite\/manifest\.json does not exist/);
  });
});
