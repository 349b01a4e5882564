// The peer page's web server (scripts/bench/peer/peers.mjs): the built page, and the answers the
// portal's screen read (`/answer/<screen>/<n>.json`, set by the bench), as the mock server
// answers: JSON, not stored.
import { createReadStream, existsSync, statSync } from 'node:fs';
import { createServer } from 'node:http';
import { extname, join, normalize } from 'node:path';

const TYPES = { '.html': 'text/html; charset=utf-8', '.js': 'text/javascript; charset=utf-8' };

export function peerServer(port, root) {
  const answers = new Map();
  const server = createServer((req, res) => {
    const path = decodeURIComponent(new URL(req.url, 'http://x').pathname);
    const answer = /^\/answer\/(\w+)\/(\d+)\.json$/.exec(path);
    if (answer) {
      const body = answers.get(answer[1])?.[Number(answer[2])];
      res.writeHead(body ? 200 : 404, {
        'content-type': 'application/json; charset=utf-8',
        'cache-control': 'no-store',
      });
      res.end(body ?? '');
      return;
    }
    const file = normalize(join(root, path === '/' ? 'index.html' : path));
    if (!file.startsWith(root) || !existsSync(file) || !statSync(file).isFile()) {
      res.writeHead(404).end();
      return;
    }
    res.writeHead(200, { 'content-type': TYPES[extname(file)] ?? 'application/octet-stream' });
    createReadStream(file).pipe(res);
  });
  return new Promise((resolve) =>
    server.listen(port, '127.0.0.1', () =>
      resolve({
        base: `http://localhost:${port}`,
        answers,
        close: () => new Promise((r) => server.close(r)),
      }),
    ),
  );
}
