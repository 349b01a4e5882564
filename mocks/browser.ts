import { setupWorker } from 'msw/browser';
import { handlers } from './handlers';
import { configurePersistence } from './db/store';
import { localStoragePersistence } from './db/local-storage-persistence';
import { flowHubWsHandler } from './hub/msw-link';
import { parseProfile, setDefaultProfile } from './profile/profile';

/** The mock backend inside the browser (static demo build): state kept in localStorage. */
export async function startWorker(): Promise<void> {
  configurePersistence(localStoragePersistence());
  // `VITE_MOCK_PROFILE=spec npm run build:demo`: the demo answers as the spec says (profile.ts).
  setDefaultProfile(parseProfile(import.meta.env.VITE_MOCK_PROFILE, 'VITE_MOCK_PROFILE'));
  // The real-time flow hub runs in the page too (MSW intercepts the WebSocket).
  const worker = setupWorker(...handlers, flowHubWsHandler);
  await worker.start({
    serviceWorker: { url: `${import.meta.env.BASE_URL}mockServiceWorker.js` },
    onUnhandledRequest: 'bypass',
    quiet: true,
  });
}
