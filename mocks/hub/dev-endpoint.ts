import { WebSocketServer } from 'ws';
import { socketEndpoints } from '../dev/sockets';
import { flowHub } from './flow-hub';
import { FLOW_HUB_PATH } from './http-handlers';
import { admitToHub } from './hub-auth';

const PREFIX = `/mock/flow${FLOW_HUB_PATH}`;

/**
 * The flow hub on the dev server: a real WebSocket at
 * `/mock/flow/flowhub?id=<connection token>&access_token=<JWT>`, so a check-in made in one
 * browser reaches every other browser of the same mock namespace.
 */
export function registerFlowHub(): void {
  if (socketEndpoints.some((e) => e.prefix === PREFIX)) return;
  const server = new WebSocketServer({ noServer: true });
  socketEndpoints.push({
    prefix: PREFIX,
    handleUpgrade(req, socket, head) {
      const url = new URL(req.url ?? '/', 'http://localhost');
      const negotiated =
        url.pathname === PREFIX ? flowHub.redeem(url.searchParams.get('id')) : null;
      if (!negotiated) {
        socket.write('HTTP/1.1 404 Not Found\r\nConnection: close\r\n\r\n');
        socket.destroy();
        return;
      }
      const admission = admitToHub(url, negotiated.user);
      if (!admission.ok) {
        const text = admission.status === 401 ? 'Unauthorized' : 'Forbidden';
        socket.write(`HTTP/1.1 ${admission.status} ${text}\r\nConnection: close\r\n\r\n`);
        socket.destroy();
        return;
      }
      server.handleUpgrade(req, socket, head, (ws) => {
        const connection = flowHub.accept(
          {
            send: (text) => ws.send(text),
            close: (code, reason) => ws.close(code, reason),
            terminate: () => ws.terminate(),
          },
          negotiated.namespace,
          negotiated.user,
        );
        ws.on('message', (data) => flowHub.receive(connection, String(data)));
        ws.on('close', () => flowHub.closed(connection));
        ws.on('error', () => flowHub.closed(connection));
      });
    },
  });
}
