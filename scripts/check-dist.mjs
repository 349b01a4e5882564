// Fails when a production bundle holds what must not be deployed: anything of the mock backend
// (MSW's service worker, the mock's own endpoints, its demo sign-in, settings and demo users),
// source maps or Vite's manifest.
// Usage: node scripts/check-dist.mjs [dir]   (default dist)
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { pathToFileURL } from 'node:url';

const MARKERS = [
  ['mockServiceWorker', 'the mock service worker'],
  ['/mock/__control', 'the mock backend'],
  ['/demo-token', "the mock identity provider's demo sign-in"],
  ['pp-mock-ns', "the mock's test namespaces"],
  ['mock.invalid', "the mock's settings"],
  ['Lindqvist', "the mock's demo users"],
  ['sourceMappingURL', 'a source map reference'],
];

function filesUnder(dir) {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    return entry.isDirectory() ? filesUnder(path) : [path];
  });
}

/** Every problem found in `dir`, as readable lines; none means the bundle may be deployed. */
export function distProblems(dir) {
  if (!existsSync(dir)) return [`${dir} does not exist (build first)`];
  const problems = [];
  for (const file of filesUnder(dir)) {
    const rel = relative(dir, file).split('\\').join('/');
    if (rel.endsWith('.map')) problems.push(`${rel}: source map`);
    if (rel.startsWith('.vite/')) problems.push(`${rel}: build manifest`);
    if (rel.endsWith('mockServiceWorker.js')) problems.push(`${rel}: mock service worker`);
    if (!/\.(js|mjs|css|html|json)$/.test(rel)) continue;
    const text = readFileSync(file, 'utf8');
    for (const [marker, what] of MARKERS)
      if (text.includes(marker)) problems.push(`${rel}: contains ${what} ("${marker}")`);
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
