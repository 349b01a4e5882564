import { resolve } from 'node:path';
import type { Plugin } from 'vite';
import { sendJson, sendResponse, toFetchRequest } from './node-http.ts';

type Backend = (request: Request) => Promise<Response | undefined>;

/**
 * Serves the mock backend from the dev server itself (`/mock/...`, same origin, no second port),
 * so every tab and browser on the machine shares one state, kept in `.mock-data/` (or
 * MOCK_DATA_DIR) until `npm run mock:reset`.
 */
export function mockBackend(): Plugin {
  return {
    name: 'personalportalen-mock-backend',
    apply: 'serve',
    configureServer(server) {
      const dataDir = resolve(process.env.MOCK_DATA_DIR ?? '.mock-data');
      let backend: Promise<Backend> | null = null;
      const load = () =>
        (backend ??= server
          .ssrLoadModule('/mocks/dev/backend.ts')
          .then((mod) =>
            (mod as typeof import('./backend')).startBackend(dataDir, server.httpServer),
          ));
      // Load at start so the real-time hub is listening before the first page asks for it.
      server.httpServer?.once('listening', () => void load());
      server.middlewares.use(async (req, res, next) => {
        if (!req.url?.startsWith('/mock/')) return next();
        try {
          const response = await (await load())(toFetchRequest(req));
          if (!response) {
            sendJson(res, 404, { message: `Mock: ingen hanterare för ${req.method} ${req.url}` });
            return;
          }
          await sendResponse(res, response);
        } catch (error) {
          server.config.logger.error(`mock backend: ${(error as Error).stack ?? String(error)}`);
          sendJson(res, 500, { message: 'Mock: internt fel' });
        }
      });
    },
  };
}
