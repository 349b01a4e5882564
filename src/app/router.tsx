import { createHashRouter, Navigate, type RouteObject } from 'react-router-dom';
import { Shell } from './shell/shell';
import { RequireSession } from './shell/require-session';
import { RouteError } from './shell/route-error';
import { LoginPage } from './login/login-page';
import { FrontPage } from './front-page/front-page';
import { featureRoutes } from './feature-routes';

export const routes: RouteObject[] = [
  { path: '/login', element: <LoginPage />, errorElement: <RouteError /> },
  { path: '/refreshToken', element: <LoginPage />, errorElement: <RouteError /> },
  { path: '/logout', element: <LoginPage />, errorElement: <RouteError /> },
  {
    element: <RequireSession />,
    errorElement: <RouteError />,
    children: [
      {
        element: <Shell />,
        errorElement: <RouteError />,
        children: [
          { index: true, element: <FrontPage /> },
          ...featureRoutes,
          // Root and any unknown route show the front page.
          { path: '*', element: <Navigate to="/" replace /> },
        ],
      },
    ],
  },
];

export const createRouter = () => createHashRouter(routes);
