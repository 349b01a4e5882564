import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { brotliCompressSync, gzipSync } from 'node:zlib';
import { afterEach, describe, expect, it } from 'vitest';
// @ts-expect-error -- a plain Node script without typings
import { distProblems } from './check-dist.mjs';

const check = distProblems as (dir: string) => string[];
let dir = '';

/** A bundle like the real one: words such as "mock" in texts and class names are harmless. */
const CLEAN: Record<string, string | Buffer> = {
  'index.html': '<!doctype html><script type="module" src="/assets/index-1.js"></script>',
  'version.json': '{"version":"1.0.0"}',
  'assets/index-1.js':
    'const t={demoTitle:`Demoanvändare (mockläge)`};const c={mock:e(`mock`)===`true`};fetch(base+"/api/me")',
  'assets/index-2.css': '.mock-panel{position:fixed}.mock-toggle{color:buttontext}',
  'assets/globe-3.svg': '<svg xmlns="http://www.w3.org/2000/svg"><path d="M0 0h24"/></svg>',
  'assets/logo-4.png': Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 13]),
  'manifest.webmanifest': '{"name":"Personalportalen","start_url":"/"}',
};

function bundle(files: Record<string, string | Buffer>): string {
  dir = mkdtempSync(join(tmpdir(), 'pp-dist-'));
  for (const [name, text] of Object.entries({ ...CLEAN, ...files })) {
    mkdirSync(join(dir, name, '..'), { recursive: true });
    writeFileSync(join(dir, name), text);
  }
  return dir;
}

const base64 = (text: string) => Buffer.from(text).toString('base64');

/** One file that must not ship, per bundle: [what, file, content, what the check must say]. */
const REFUSED: [string, string, string | Buffer, RegExp][] = [
  [
    "the mock's JWT signer in .js",
    'assets/jwt-9.js',
    'sig=b64("personalportalen-mock-signature")',
    /jwt-9\.js: contains the mock's token signer/,
  ],
  [
    "the mock's JWT signer as it stands in a token",
    'assets/tok-9.js',
    'eyJhbGciOiJIUzI1NiJ9.e30.cGVyc29uYWxwb3J0YWxlbi1tb2NrLXNpZ25hdHVyZQ',
    /tok-9\.js: contains the mock's token signer/,
  ],
  [
    'a bare /mock/ path in .js',
    'assets/paths-9.js',
    'const p=`/mock/${host}${path}`',
    /paths-9\.js: contains the mock backend/,
  ],
  [
    'a marker inside an .svg',
    'assets/icon-9.svg',
    '<svg><!-- /mock/__control --><text>pp-mock-ns</text></svg>',
    /icon-9\.svg: contains/,
  ],
  [
    'a marker inside a .txt',
    'robots.txt',
    'Disallow: /mock/\n',
    /robots\.txt: contains the mock backend/,
  ],
  [
    "MSW's worker file",
    'mockServiceWorker.js',
    '/* Mock Service Worker */ self.addEventListener("fetch", f)',
    /mockServiceWorker\.js: mock service worker/,
  ],
  [
    "MSW's worker under another name",
    'assets/sw-9.js',
    'if(data==="MOCK_ACTIVATE")headers.get("x-msw-intention")',
    /sw-9\.js: contains MSW/,
  ],
  [
    "MSW's runtime in a chunk",
    'assets/browser-9.js',
    'console.error(`[MSW] Failed to apply interceptor`)',
    /browser-9\.js: contains MSW/,
  ],
  [
    'a source map file',
    'assets/index-1.js.map',
    '{"version":3,"sources":[]}',
    /index-1\.js\.map: source map/,
  ],
  [
    'a source map reference in .css',
    'assets/index-2.css',
    '.a{}\n/*# sourceMappingURL=index-2.css.map */',
    /index-2\.css: contains a source map reference/,
  ],
  [
    "Vite's manifest in .vite/",
    '.vite/manifest.json',
    '{}',
    /\.vite\/manifest\.json: build manifest/,
  ],
  [
    "Vite's manifest under another name",
    'build-manifest.json',
    '{"index.html":{"file":"assets/index-1.js","isEntry":true}}',
    /build-manifest\.json: contains Vite's build manifest/,
  ],
  [
    "the mock's module paths",
    'assets/dev-9.mjs',
    '//#region mocks/handlers/idp.ts\nexport{}',
    /dev-9\.mjs: contains the mock's modules/,
  ],
  [
    'a demo user in .json',
    'people.json',
    '[{"name":"Anna Lindqvist"}]',
    /people\.json: contains the mock's demo users/,
  ],
  [
    "a demo user's id in .xml",
    'sitemap.xml',
    '<u>a1f3c2d4-0004-4000-a000-000000000004</u>',
    /sitemap\.xml: contains the mock's demo users/,
  ],
  [
    "the mock's settings in .html",
    'index.html',
    '<meta content="https://api.mock.invalid">',
    /index\.html: contains the mock's settings/,
  ],
  [
    'the demo sign-in in a .webmanifest',
    'manifest.webmanifest',
    '{"start_url":"/mock/idp/demo-token"}',
    /manifest\.webmanifest: contains the mock identity provider's demo sign-in/,
  ],
  [
    'a marker in a file without an extension',
    'LICENSE',
    'mocks/seed/demo-users.ts',
    /LICENSE: contains the mock's modules/,
  ],
  [
    'a marker in a precompressed .js.gz',
    'assets/index-1.js.gz',
    gzipSync('fetch("/mock/api/me")'),
    /index-1\.js\.gz: contains the mock backend/,
  ],
  [
    'a marker in a precompressed .js.br',
    'assets/index-1.js.br',
    brotliCompressSync('"[MSW]"'),
    /index-1\.js\.br: contains MSW/,
  ],
  [
    'a marker in a base64 data: URL',
    'assets/index-2.css',
    `.a{background:url(data:image/svg+xml;base64,${base64('<svg>/mock/</svg>')})}`,
    /index-2\.css: contains the mock backend/,
  ],
];

afterEach(() => rmSync(dir, { recursive: true, force: true }));

describe('check-dist: what a production bundle must not hold', () => {
  it('passes a clean bundle, texts and class names with the word "mock" included', () => {
    expect(check(bundle({}))).toEqual([]);
  });

  it.each(REFUSED)('refuses %s', (_what, file, content, says) => {
    const problems = check(bundle({ [file]: content }));
    expect(problems.join('\n')).toMatch(says);
    // Only the planted file is named: the rest of the bundle stays clean.
    for (const line of problems) expect(line.startsWith(`${file}:`)).toBe(true);
  });

  it('says so when there is no bundle', () => {
    expect(check(join(tmpdir(), 'pp-no-such-dist'))).toEqual([
      expect.stringMatching(/does not exist/),
    ]);
  });
});
