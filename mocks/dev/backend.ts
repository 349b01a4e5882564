import { getResponse } from 'msw';
import { handlers } from '../handlers';
import { configurePersistence, DEFAULT_NAMESPACE } from '../db/store';
import { filePersistence } from '../db/file-persistence';
import { attachDevSockets, type OriginRule } from './sockets';
import { registerFlowHub } from '../hub/dev-endpoint';
import { parseProfile, setDefaultProfile } from '../profile/profile';

/** What the dev server loads (through Vite, so aliases and TypeScript work as in the app). */
export function startBackend(
  dataDir: string,
  httpServer: Parameters<typeof attachDevSockets>[0] | null,
  allowOrigin?: OriginRule,
) {
  configurePersistence(filePersistence(dataDir), { persist: (name) => name === DEFAULT_NAMESPACE });
  // MOCK_PROFILE=spec: every namespace that does not choose its own answers as the spec says.
  setDefaultProfile(parseProfile(process.env.MOCK_PROFILE));
  registerFlowHub();
  if (httpServer) attachDevSockets(httpServer, allowOrigin);
  return (request: Request) => getResponse(handlers, request);
}
