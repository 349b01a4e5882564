import type { RouteObject } from 'react-router-dom';

/**
 * Connections: /connections for every signed-in user (no access guard; the spec names none).
 * The page loads with its route.
 */
export const connectionsRoutes: RouteObject[] = [
  {
    path: '/connections',
    lazy: () => import('./components/connections-page').then((m) => ({ Component: m.default })),
  },
];
