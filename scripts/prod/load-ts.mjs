// Loads the project's TypeScript (mocks/, src/lib) in a plain Node script through Vite's module
// loader, with the project's aliases, without starting a dev server.
import { createServer as createVite } from 'vite';

export async function tsLoader() {
  const vite = await createVite({
    mode: 'test',
    appType: 'custom',
    server: { middlewareMode: true, hmr: false, ws: false },
    optimizeDeps: { noDiscovery: true, include: [] },
    logLevel: 'warn',
  });
  return { load: (path) => vite.ssrLoadModule(path), close: () => vite.close() };
}
