import { setupServer } from 'msw/node';
import { handlers } from './handlers';

/** The mock backend for Vitest (same handlers as the browser and the dev server). */
export const server = setupServer(...handlers);
