import { Navigate, type RouteObject } from 'react-router-dom';
import { guardedPage } from '@/components/guarded-route';
import { incheckingAccess } from './access';

/**
 * Check-in routes: /inchecking (/inchecking/viewAll leads to it), guarded by SIGNIN_LIST and
 * SIGNIN_OTHER. The page and its live channel (SignalR included) load only with the route.
 */
export const incheckingRoutes: RouteObject[] = [
  {
    path: '/inchecking',
    ...guardedPage(incheckingAccess, () =>
      import('./components/inchecking-page').then((m) => m.default),
    ),
  },
  { path: '/inchecking/viewAll', element: <Navigate to="/inchecking" replace /> },
];
