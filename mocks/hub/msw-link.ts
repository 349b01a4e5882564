import { ws } from 'msw';
import { namespaceOf } from '../db/store';
import { flowHub } from './flow-hub';
import { FLOW_HUB_PATH } from './http-handlers';
import { admitToHub } from './hub-auth';

/**
 * The same flow hub behind MSW's WebSocket interception (Vitest; or the static demo's page).
 * Every connection needs a valid `access_token` (see hub-auth.ts); a connection token from
 * negotiate must belong to the same user. Without negotiate (`skipNegotiation`, as in Vitest)
 * the access token alone names the user.
 */
export const flowHubLink = ws.link(new RegExp(`/mock/flow${FLOW_HUB_PATH}(\\?|$)`));

export const flowHubWsHandler = flowHubLink.addEventListener('connection', ({ client }) => {
  const token = client.url.searchParams.get('id');
  const negotiated = token ? flowHub.redeem(token) : null;
  if (token && !negotiated) {
    client.close(4004, 'Unknown connection token');
    return;
  }
  const admission = admitToHub(client.url, negotiated?.user ?? null);
  if (!admission.ok) {
    client.close(admission.status === 401 ? 4401 : 4403, admission.reason);
    return;
  }
  const namespace =
    negotiated?.namespace ?? namespaceOf(new Request(client.url.href.replace(/^ws/, 'http')));
  if (flowHub.isRefusing(namespace)) {
    client.close(4503, 'Refused by the mock');
    return;
  }
  const connection = flowHub.accept(
    {
      send: (text) => client.send(text),
      close: (code, reason) =>
        client.close(code === undefined || code === 1000 ? 1000 : code, reason),
    },
    namespace,
    admission.user,
  );
  client.addEventListener('message', (event) => flowHub.receive(connection, String(event.data)));
  client.addEventListener('close', () => flowHub.closed(connection));
});
