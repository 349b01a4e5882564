import { getResponse } from 'msw';
import { handlers } from '../handlers';
import { configurePersistence, DEFAULT_NAMESPACE } from '../db/store';
import { filePersistence } from '../db/file-persistence';
import { attachDevSockets, type OriginRule } from './sockets';
import { registerFlowHub } from '../hub/dev-endpoint';

/** What the dev server loads (through Vite, so aliases and TypeScript work as in the app). */
export function startBackend(
  dataDir: string,
  httpServer: Parameters<typeof attachDevSockets>[0] | null,
  allowOrigin?: OriginRule,
) {
  configurePersistence(filePersistence(dataDir), { persist: (name) => name === DEFAULT_NAMESPACE });
  registerFlowHub();
  if (httpServer) attachDevSockets(httpServer, allowOrigin);
  return (request: Request) => getResponse(handlers, request);
}
