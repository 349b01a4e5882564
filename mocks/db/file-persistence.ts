import { mkdirSync, readFileSync, rmSync, writeFileSync, renameSync } from 'node:fs';
import { join } from 'node:path';
import type { Persistence } from './store';
import type { NamespaceState } from './namespace';

/** The dev server keeps the default namespace in `.mock-data/` (git-ignored) across restarts. */
export function filePersistence(dir: string): Persistence {
  const file = (namespace: string) => join(dir, `${namespace}.json`);
  return {
    load: (namespace) => {
      try {
        return JSON.parse(readFileSync(file(namespace), 'utf8')) as NamespaceState;
      } catch {
        return null;
      }
    },
    save: (namespace, state) => {
      mkdirSync(dir, { recursive: true });
      const tmp = `${file(namespace)}.tmp`;
      writeFileSync(tmp, JSON.stringify(state));
      renameSync(tmp, file(namespace));
    },
    remove: (namespace) => rmSync(file(namespace), { force: true }),
  };
}
