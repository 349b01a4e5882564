import type { IncomingMessage, ServerResponse } from 'node:http';
import { Readable } from 'node:stream';
import { resolve } from 'node:path';
import type { Plugin } from 'vite';

/** Turns a Node request into a Fetch `Request` for MSW. */
function toFetchRequest(req: IncomingMessage): Request {
  const origin = `http://${req.headers.host ?? 'localhost'}`;
  const headers = new Headers();
  for (const [key, value] of Object.entries(req.headers)) {
    if (value === undefined) continue;
    for (const item of Array.isArray(value) ? value : [value]) headers.append(key, item);
  }
  const method = req.method ?? 'GET';
  const hasBody = method !== 'GET' && method !== 'HEAD';
  return new Request(new URL(req.url ?? '/', origin), {
    method,
    headers,
    body: hasBody ? (Readable.toWeb(req) as ReadableStream) : undefined,
    // Node's fetch needs this for streamed bodies.
    ...(hasBody ? { duplex: 'half' } : {}),
  } as RequestInit);
}

async function sendResponse(res: ServerResponse, response: Response): Promise<void> {
  res.statusCode = response.status;
  response.headers.forEach((value, key) => res.setHeader(key, value));
  res.end(Buffer.from(await response.arrayBuffer()));
}

function sendJson(res: ServerResponse, status: number, body: unknown): void {
  res.statusCode = status;
  res.setHeader('content-type', 'application/json');
  res.end(JSON.stringify(body));
}

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
