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

export function attachDevSockets(server: HttpServer | Http2SecureServer): void {
  (server as HttpServer).on('upgrade', (req, socket, head) => {
    const endpoint = socketEndpoints.find((e) => req.url?.startsWith(e.prefix));
    if (endpoint) endpoint.handleUpgrade(req, socket, head);
  });
}
