import type { Server as HttpServer } from 'node:http';
import type { Http2SecureServer } from 'node:http2';

/**
 * WebSocket endpoints of the mock backend on the dev server (the real-time flow hub is added
 * here). Each entry answers upgrades for paths under its prefix.
 */
export type SocketEndpoint = {
  prefix: string;
  handleUpgrade: (...args: Parameters<Parameters<HttpServer['on']>[1]>) => void;
};

export const socketEndpoints: SocketEndpoint[] = [];

/** Which pages may open a socket: by default only those the server itself serves. */
export type OriginRule = (origin: string, host: string | undefined) => boolean;

export const sameOrigin: OriginRule = (origin, host) => {
  try {
    return new URL(origin).host === host;
  } catch {
    return false;
  }
};

/**
 * Answers WebSocket upgrades for the endpoints' paths. A browser names the page that opens a
 * socket (Origin), and no CORS guards sockets: a page of another origin is refused (403), as
 * the real flow hub refuses it. Clients without an Origin (not a browser) are let through.
 */
export function attachDevSockets(
  server: HttpServer | Http2SecureServer,
  allowOrigin: OriginRule = sameOrigin,
): void {
  (server as HttpServer).on('upgrade', (req, socket, head) => {
    const endpoint = socketEndpoints.find((e) => req.url?.startsWith(e.prefix));
    if (!endpoint) return;
    const origin = req.headers.origin;
    if (origin && !allowOrigin(origin, req.headers.host)) {
      socket.end('HTTP/1.1 403 Forbidden\r\nConnection: close\r\nContent-Length: 0\r\n\r\n');
      return;
    }
    endpoint.handleUpgrade(req, socket, head);
  });
}
