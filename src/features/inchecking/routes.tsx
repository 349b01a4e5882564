import { lazy } from 'react';
import { Navigate, type RouteObject } from 'react-router-dom';
import { RequireAccess } from '@/components/require-access';
import { incheckingAccess } from './access';

// The page and its live channel (SignalR included) load only with the route.
const IncheckingPage = lazy(() => import('./components/inchecking-page'));

/** Check-in routes: /inchecking (/inchecking/viewAll leads to it), guarded by SIGNIN_LIST and SIGNIN_OTHER. */
export const incheckingRoutes: RouteObject[] = [
  {
    path: '/inchecking',
    element: <RequireAccess rule={incheckingAccess} />,
    children: [
      { index: true, element: <IncheckingPage /> },
      { path: 'viewAll', element: <Navigate to="/inchecking" replace /> },
    ],
  },
];
