import { resolve } from 'node:path';
import type { Connect, Plugin } from 'vite';
import { sendJson, sendResponse, toFetchRequest } from './node-http.ts';

type Backend = (request: Request) => Promise<Response | undefined>;
type BackendModule = typeof import('./backend');
type Logger = { error: (message: string) => void };

/** `/mock/...` answered by the backend `load()` gives; everything else goes on. */
function mockMiddleware(load: () => Promise<Backend>, logger: Logger): Connect.NextHandleFunction {
  return async (req, res, next) => {
    if (!req.url?.startsWith('/mock/')) return next();
    try {
      const response = await (await load())(toFetchRequest(req));
      if (!response) {
        sendJson(res, 404, { message: `Mock: ingen hanterare för ${req.method} ${req.url}` });
        return;
      }
      await sendResponse(res, response);
    } catch (error) {
      logger.error(`mock backend: ${(error as Error).stack ?? String(error)}`);
      sendJson(res, 500, { message: 'Mock: internt fel' });
    }
  };
}

/**
 * Serves the mock backend from the dev server itself (`/mock/...`, same origin, no second port),
 * so every tab and browser on the machine shares one state, kept in `.mock-data/` (or
 * MOCK_DATA_DIR) until `npm run mock:reset`. `vite preview` serves it too, beside a bundle built
 * with `--mode development` (`npm run preview:mock`, and the browser journeys): the built portal
 * against the same mock, without the dev server's hundreds of module requests per page load.
 */
export function mockBackend(): Plugin {
  const dataDir = () => resolve(process.env.MOCK_DATA_DIR ?? '.mock-data');
  return {
    name: 'personalportalen-mock-backend',
    apply: 'serve',
    configureServer(server) {
      let backend: Promise<Backend> | null = null;
      const load = () =>
        (backend ??= server
          .ssrLoadModule('/mocks/dev/backend.ts')
          .then((mod) => (mod as BackendModule).startBackend(dataDir(), server.httpServer)));
      // Load at start so the real-time hub is listening before the first page asks for it.
      server.httpServer?.once('listening', () => void load());
      server.middlewares.use(mockMiddleware(load, server.config.logger));
    },
    configurePreviewServer(server) {
      let backend: Promise<Backend> | null = null;
      const load = () =>
        (backend ??= import('../../scripts/prod/load-ts.mjs')
          .then(({ tsLoader }) => tsLoader())
          .then((ts) => ts.load('/mocks/dev/backend.ts'))
          .then((mod) => (mod as BackendModule).startBackend(dataDir(), server.httpServer)));
      server.httpServer.once('listening', () => void load());
      server.middlewares.use(mockMiddleware(load, server.config.logger));
    },
  };
}
