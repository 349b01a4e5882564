import { createHashRouter, Navigate, type RouteObject } from 'react-router-dom';
import { Shell } from './shell/shell';
import { RequireSession } from './shell/require-session';
import { RouteError } from './shell/route-error';
import { LoginPage } from './login/login-page';
import { FrontPage } from './front-page/front-page';
import { RedirectPage } from './redirects/redirect-page';
import { REDIRECT_ROUTES } from './redirects/redirect-tools';
import { featureRoutes } from './feature-routes';
import { LegacyRedirect } from './boot/legacy-redirect';

export const routes: RouteObject[] = [
  { path: '/!/*', element: <LegacyRedirect /> },
  ...['/login', '/refreshToken', '/logout'].map((path) => ({
    path,
    element: <LoginPage />,
    errorElement: <RouteError />,
  })),
  // Redirects decide themselves what happens without a session (spec: back to /events).
  ...REDIRECT_ROUTES.map((route) => ({
    path: route.path,
    element: <RedirectPage route={route} />,
    errorElement: <RouteError />,
  })),
  {
    element: <RequireSession />,
    errorElement: <RouteError />,
    children: [
      {
        element: <Shell />,
        errorElement: <RouteError />,
        children: [
          { index: true, element: <FrontPage /> },
          {
            path: '/me',
            lazy: () => import('./me/me-page').then((m) => ({ Component: m.MePage })),
          },
          {
            path: '/report',
            lazy: () => import('./report/report-page').then((m) => ({ Component: m.ReportPage })),
          },
          // A crash in one feature's view keeps the header and the district picker.
          { errorElement: <RouteError />, children: featureRoutes },
          // Root and any unknown route show the front page.
          { path: '*', element: <Navigate to="/" replace /> },
        ],
      },
    ],
  },
];

export const createRouter = () => createHashRouter(routes);
