// Fails when a production bundle holds what must not be deployed: anything of the mock backend
// (MSW and its service worker, the mock's endpoints and modules, its token signer, demo sign-in,
// settings and demo users), source maps or Vite's manifest. Every file is read, whatever its
// name: text as it is, .gz/.br also unpacked, base64 data: URLs inside it also decoded.
// Usage: node scripts/check-dist.mjs [dir]   (default dist)
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { dirname, join, relative } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';

/** The demo users of mocks/seed/demo-users.ts: full names and ids (none is a real person). */
function demoUserMarkers() {
  const file = join(dirname(fileURLToPath(import.meta.url)), '../mocks/seed/demo-users.ts');
  if (!existsSync(file)) return [];
  const text = readFileSync(file, 'utf8');
  const first = [...text.matchAll(/firstName: '([^']+)'/g)].map((m) => m[1]);
  const last = [...text.matchAll(/lastName: '([^']+)'/g)].map((m) => m[1]);
  const ids = [...text.matchAll(/userId: '([^']+)'/g)].map((m) => m[1]);
  return [
    ...first.map((name, i) => [`${name} ${last[i]}`, "the mock's demo users"]),
    ...ids.map((id) => [id, "the mock's demo users"]),
  ];
}

/** [marker, what it betrays]: plain strings, or patterns where a string would be too broad. */
export const MARKERS = [
  ['mockServiceWorker', 'the mock service worker'],
  ['msw/passthrough', 'MSW'],
  ['MOCK_ACTIVATE', 'MSW'],
  ['x-msw-', 'MSW'],
  ['[MSW]', 'MSW'],
  ['mswjs', 'MSW'],
  ['personalportalen-mock-signature', "the mock's token signer"],
  ['cGVyc29uYWxwb3J0YWxlbi1tb2NrLXNpZ25hdHVyZQ', "the mock's token signer"],
  ['/mock/', 'the mock backend'],
  [
    /\bmocks\/(?:browser|node|handlers|db|dev|hub|lib|profile|rules|seed|worker|test)\b/,
    "the mock's modules",
  ],
  ['@mocks/', "the mock's modules"],
  ['/demo-token', "the mock identity provider's demo sign-in"],
  ['Mock-identitetsleverantör', 'the mock identity provider'],
  ['pp-mock-ns', "the mock's test namespaces"],
  ['mock.invalid', "the mock's settings"],
  ['sourceMappingURL', 'a source map reference'],
  ['"isEntry"', "Vite's build manifest"],
  ...demoUserMarkers(),
];

function filesUnder(dir) {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    return entry.isDirectory() ? filesUnder(path) : [path];
  });
}

/** What a file holds as text: unpacked when precompressed, with its base64 data: URLs decoded. */
function textsOf(rel, bytes) {
  let raw = bytes;
  try {
    if (rel.endsWith('.gz')) raw = gunzipSync(bytes);
    else if (rel.endsWith('.br')) raw = brotliDecompressSync(bytes);
  } catch {
    // Not what its name says: read as it is.
  }
  // Latin-1 keeps every byte, so ASCII markers are found in any file, text or binary.
  const texts = [raw.toString('utf8'), raw.toString('latin1')];
  for (const m of texts[0].matchAll(/data:[^,"'`)\s]*;base64,([A-Za-z0-9+/=_-]+)/g))
    texts.push(Buffer.from(m[1], 'base64').toString('utf8'));
  return texts;
}

const found = (texts, marker) =>
  texts.some((t) => (typeof marker === 'string' ? t.includes(marker) : marker.test(t)));

/** Every problem found in `dir`, as readable lines; none means the bundle may be deployed. */
export function distProblems(dir) {
  if (!existsSync(dir)) return [`${dir} does not exist (build first)`];
  const problems = [];
  for (const file of filesUnder(dir)) {
    const rel = relative(dir, file).split('\\').join('/');
    if (/\.map(\.gz|\.br)?$/.test(rel)) problems.push(`${rel}: source map`);
    if (rel.startsWith('.vite/')) problems.push(`${rel}: build manifest`);
    if (rel.includes('mockServiceWorker')) problems.push(`${rel}: mock service worker`);
    const texts = textsOf(rel, readFileSync(file));
    for (const [marker, what] of MARKERS)
      if (found(texts, marker)) problems.push(`${rel}: contains ${what} ("${marker}")`);
  }
  return problems;
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  const dir = process.argv[2] ?? 'dist';
  const problems = distProblems(dir);
  if (problems.length > 0) {
    console.error(`check-dist: ${dir} must not hold these:\n  ${problems.join('\n  ')}`);
    process.exit(1);
  }
  console.log(`check-dist: ${dir} holds nothing of the mock, no source maps, no manifest`);
}
