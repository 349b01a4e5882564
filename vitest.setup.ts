import '@testing-library/jest-dom/vitest';
import { afterAll, afterEach, beforeAll } from 'vitest';
import { cleanup, configure } from '@testing-library/react';
import { server } from './mocks/node';
import { clearNamespaces, configurePersistence } from './mocks/db/store';
import { setConfig } from './src/lib/config';
import { configFromEnv, parseConfig } from './src/lib/config-read';
import { useSessionStore } from './src/stores/session';

// The same configuration as `npm start` (.env.test): hosts under /mock/ on this origin.
setConfig(parseConfig(configFromEnv(import.meta.env)));
// A lazy route's first import can take more than the default second on a busy 2-core machine.
configure({ asyncUtilTimeout: 5000 });
configurePersistence(null);

beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterEach(() => {
  cleanup();
  server.resetHandlers();
  clearNamespaces();
  useSessionStore.getState().signOut();
  localStorage.clear();
  sessionStorage.clear();
});
afterAll(() => server.close());
