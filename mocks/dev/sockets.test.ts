import { createServer, type Server } from 'node:http';
import { connect, type AddressInfo } from 'node:net';
import { afterEach, describe, expect, it } from 'vitest';
import { attachDevSockets, socketEndpoints, type SocketEndpoint } from './sockets';

let server: Server;
let upgraded: string[] = [];
const endpoint: SocketEndpoint = {
  prefix: '/mock/test-socket',
  handleUpgrade: (req, socket) => {
    upgraded.push(req.headers.origin ?? '(none)');
    socket.end(
      'HTTP/1.1 101 Switching Protocols\r\nUpgrade: websocket\r\nConnection: Upgrade\r\n\r\n',
    );
  },
};

async function start(allow?: (origin: string) => boolean): Promise<number> {
  upgraded = [];
  socketEndpoints.push(endpoint);
  server = createServer();
  attachDevSockets(server, allow);
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return (server.address() as AddressInfo).port;
}

/**
 * The status a WebSocket upgrade gets, opened from `origin` (none: not a browser). Over a plain
 * TCP socket: MSW, which answers the tests' HTTP, does not see it.
 */
function upgrade(port: number, origin?: string): Promise<number> {
  return new Promise((resolve, reject) => {
    const socket = connect(port, '127.0.0.1', () => {
      socket.write(
        [
          'GET /mock/test-socket/hub HTTP/1.1',
          `Host: 127.0.0.1:${port}`,
          'Connection: Upgrade',
          'Upgrade: websocket',
          ...(origin ? [`Origin: ${origin}`] : []),
          '',
          '',
        ].join('\r\n'),
      );
    });
    let text = '';
    socket.on('data', (chunk) => (text += chunk.toString()));
    socket.on('close', () => resolve(Number(/^HTTP\/1\.1 (\d+)/.exec(text)?.[1] ?? 0)));
    socket.on('error', reject);
  });
}

afterEach(async () => {
  socketEndpoints.splice(socketEndpoints.indexOf(endpoint), 1);
  await new Promise((resolve) => server.close(resolve));
});

describe('the mock backend’s sockets', () => {
  it('take pages of their own origin and clients without one, and refuse other origins', async () => {
    const port = await start();
    expect(await upgrade(port, `http://127.0.0.1:${port}`)).toBe(101);
    expect(await upgrade(port)).toBe(101);
    expect(await upgrade(port, 'https://evil.example')).toBe(403);
    expect(await upgrade(port, `http://127.0.0.1:${port + 1}`)).toBe(403);
    expect(upgraded).toEqual([`http://127.0.0.1:${port}`, '(none)']);
  });

  it('take the configured portal origins when told (the standalone mock server)', async () => {
    const port = await start((origin) => origin === 'http://localhost:8080');
    expect(await upgrade(port, 'http://localhost:8080')).toBe(101);
    expect(await upgrade(port, `http://127.0.0.1:${port}`)).toBe(403);
  });
});
