// npm run mock:server — the mock backend as its own server (production-like setup: the portal's
// static files are served elsewhere and call this origin, as they would call the real APIs).
//
//   MOCK_PORT (or --port N)     port to listen on (default 5180)
//   MOCK_HOST                   address to listen on (default 127.0.0.1: this machine only; the
//                               mock takes unsigned tokens and resets on request, so widen it,
//                               e.g. MOCK_HOST=0.0.0.0, only on a network you trust)
//   MOCK_ORIGIN                 the origin the mock answers as (its identity provider's issuer,
//                               redirect checks, picture links), never the Host header
//                               (default http://localhost:<port>)
//   MOCK_ALLOWED_ORIGINS        comma-separated portal origins allowed by CORS
//                               (default http://localhost:8080,http://127.0.0.1:8080)
//   MOCK_DATA_DIR               where the state is kept (default .mock-data/, as npm start)
//   MOCK_PROFILE                default | spec: answers as the mock always did, or only what
//                               the spec promises (mocks/profile/profile.ts)
//
// Same handlers, same state and the same flow hub (WebSocket) as `npm start`, loaded through
// Vite's module loader so that the TypeScript of mocks/ runs unchanged.
import { createServer } from 'node:http';
import { resolve } from 'node:path';
import { parseArgs } from 'node:util';
import { tsLoader } from './prod/load-ts.mjs';

const { values: args } = parseArgs({ options: { port: { type: 'string' } } });
const port = Number(args.port ?? process.env.MOCK_PORT ?? 5180);
const host = process.env.MOCK_HOST || '127.0.0.1';
const origin = new URL(process.env.MOCK_ORIGIN || `http://localhost:${port}`);
const allowed = new Set(
  (process.env.MOCK_ALLOWED_ORIGINS ?? 'http://localhost:8080,http://127.0.0.1:8080')
    .split(',')
    .map((o) => o.trim().replace(/\/$/, ''))
    .filter(Boolean),
);
const dataDir = resolve(process.env.MOCK_DATA_DIR ?? '.mock-data');

const ts = await tsLoader();
const http = await ts.load('/mocks/dev/node-http.ts');
const { startBackend } = await ts.load('/mocks/dev/backend.ts');

/** CORS as the real API gateways answer it: only for the configured portal origins. */
function cors(req, res) {
  const origin = req.headers.origin;
  if (!origin) return true;
  if (!allowed.has(origin)) return false;
  res.setHeader('Access-Control-Allow-Origin', origin);
  res.setHeader('Access-Control-Allow-Credentials', 'true');
  res.setHeader('Access-Control-Expose-Headers', 'content-disposition, content-length');
  res.setHeader('Vary', 'Origin');
  return true;
}

const server = createServer(async (req, res) => {
  const allowedOrigin = cors(req, res);
  if (req.method === 'OPTIONS' && req.headers['access-control-request-method']) {
    if (!allowedOrigin) {
      res.statusCode = 403;
      res.end();
      return;
    }
    res.statusCode = 204;
    res.setHeader('Access-Control-Allow-Methods', 'GET, POST, PUT, PATCH, DELETE, OPTIONS');
    res.setHeader(
      'Access-Control-Allow-Headers',
      req.headers['access-control-request-headers'] ?? 'authorization, content-type',
    );
    res.setHeader('Access-Control-Max-Age', '600');
    res.end();
    return;
  }
  if (!allowedOrigin) {
    http.sendJson(res, 403, { message: `Origin ${req.headers.origin} är inte tillåten` });
    return;
  }
  if (!req.url?.startsWith('/mock/')) {
    http.sendJson(res, 404, { message: `Mock: ingen hanterare för ${req.method} ${req.url}` });
    return;
  }
  // URLs the mock builds come from its configured origin, not from what the caller claims.
  req.headers.host = origin.host;
  try {
    const response = await backend(http.toFetchRequest(req));
    if (!response)
      http.sendJson(res, 404, { message: `Mock: ingen hanterare för ${req.method} ${req.url}` });
    else await http.sendResponse(res, response);
  } catch (error) {
    console.error(`mock server: ${error?.stack ?? error}`);
    http.sendJson(res, 500, { message: 'Mock: internt fel' });
  }
});

// The flow hub's socket takes the same portal origins as CORS does.
const backend = startBackend(dataDir, server, (origin) => allowed.has(origin));
server.listen(port, host, () => {
  const { address, port: bound } = server.address();
  console.log(
    `Mock backend listening on ${address}:${bound} as ${origin.origin}/mock/… ` +
      `(CORS for ${[...allowed].join(', ')}; ` +
      `state in ${dataDir}; profile ${process.env.MOCK_PROFILE || 'default'})`,
  );
});
const stop = () => server.close(() => ts.close().then(() => process.exit(0)));
process.on('SIGINT', stop);
process.on('SIGTERM', stop);
