/** Loads the project's TypeScript in plain Node through Vite's module loader (load-ts.mjs). */
export interface TsLoader {
  load: (path: string) => Promise<Record<string, unknown>>;
  close: () => Promise<void>;
}
export function tsLoader(): Promise<TsLoader>;
