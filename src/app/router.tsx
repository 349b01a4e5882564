import { createHashRouter, Navigate, type RouteObject } from 'react-router-dom';
import { Shell } from './shell/shell';
import { RequireSession } from './shell/require-session';
import { RouteError } from './shell/route-error';
import { LoginPage } from './login/login-page';
import { LogoutPage } from './login/logout-page';
import { SessionRoot } from './auth/session-root';
import { FrontPage } from './front-page/front-page';
import { REDIRECT_ROUTES } from './redirects/redirect-tools';
import { pageRoutes } from '@/components/page-routes';
import { PORTAL } from './portal';
import { LegacyRedirect } from './boot/legacy-redirect';

const signInRoutes: RouteObject[] = [
  { path: '/login', element: <LoginPage />, errorElement: <RouteError /> },
  { path: '/refreshToken', element: <LoginPage refresh />, errorElement: <RouteError /> },
  { path: '/logout', element: <LogoutPage />, errorElement: <RouteError /> },
];

const appRoutes: RouteObject[] = [
  { path: '/!/*', element: <LegacyRedirect /> },
  ...signInRoutes,
  // Redirects decide themselves what happens without a session (spec: back to /events).
  // Loaded when one is opened (rarely the first page of the day): not in the start bundle.
  ...REDIRECT_ROUTES.map((route) => ({
    path: route.path,
    hydrateFallbackElement: <p className="state state-loading" role="status" aria-busy="true" />,
    lazy: async () => {
      const { RedirectPage } = await import('./redirects/redirect-page');
      return { element: <RedirectPage route={route} /> };
    },
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
          // The front page and every feature's pages (from their declarations): a crash in a
          // view, or a chunk that cannot load, keeps the header and the district picker.
          {
            errorElement: <RouteError />,
            children: [{ index: true, element: <FrontPage /> }, ...pageRoutes(PORTAL)],
          },
          // Root and any unknown route show the front page.
          { path: '*', element: <Navigate to="/" replace /> },
        ],
      },
    ],
  },
];

/** Every route inside the session's watch (cut-off, other tabs, change of user). */
export const routes: RouteObject[] = [
  { element: <SessionRoot />, errorElement: <RouteError />, children: appRoutes },
];

export const createRouter = () => createHashRouter(routes);
