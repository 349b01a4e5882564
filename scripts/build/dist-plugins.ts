import { existsSync, mkdirSync, readFileSync, readdirSync, renameSync, rmSync } from 'node:fs';
import { dirname, join, relative, resolve } from 'node:path';
import type { Plugin } from 'vite';

/** MSW's service worker: kept outside `public/` so that only the demo build carries it. */
export const MOCK_WORKER_FILE = 'mocks/worker/mockServiceWorker.js';

/** The static demo (`npm run build:demo`) serves the mock backend through MSW's worker. */
export function mockWorkerInDemo(mode: string): Plugin {
  return {
    name: 'pp-mock-worker-in-demo',
    apply: 'build',
    generateBundle() {
      if (mode !== 'demo') return;
      this.emitFile({
        type: 'asset',
        fileName: 'mockServiceWorker.js',
        source: readFileSync(MOCK_WORKER_FILE),
      });
    },
  };
}

function filesUnder(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    return entry.isDirectory() ? filesUnder(path) : [path];
  });
}

/**
 * Hidden source maps and Vite's manifest are build records, not things to deploy: after the
 * build they move from `<outDir>` to `<outDir>-meta` (e.g. `dist-meta/`), so that `dist/` holds
 * only what a web server should serve. The bench reads the manifest from there.
 */
export function buildRecordsOutOfDist(): Plugin {
  let outDir = 'dist';
  return {
    name: 'pp-build-records-out-of-dist',
    apply: 'build',
    configResolved(config) {
      outDir = resolve(config.root, config.build.outDir);
    },
    closeBundle() {
      if (!existsSync(outDir)) return;
      const metaDir = `${outDir}-meta`;
      rmSync(metaDir, { recursive: true, force: true });
      for (const file of filesUnder(outDir)) {
        const rel = relative(outDir, file);
        if (!rel.endsWith('.map') && !rel.startsWith(`.vite`)) continue;
        const target = join(metaDir, rel);
        mkdirSync(dirname(target), { recursive: true });
        renameSync(file, target);
      }
      rmSync(join(outDir, '.vite'), { recursive: true, force: true });
    },
  };
}
