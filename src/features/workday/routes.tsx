import { Navigate, type RouteObject } from 'react-router-dom';
import { guardedPage } from '@/components/guarded-route';
import { workdayAccess } from './access';

/** Workday routes (spec 1 §2): /workday/calendar and /workday/positionlist; /workday → calendar. */
export const workdayRoutes: RouteObject[] = [
  {
    path: 'workday',
    ...guardedPage(workdayAccess.own, () =>
      import('./components/workday-layout').then((m) => m.WorkdayLayout),
    ),
    children: [
      { index: true, element: <Navigate to="/workday/calendar" replace /> },
      {
        path: 'calendar',
        ...guardedPage(workdayAccess.own, () =>
          import('./components/calendar-page').then((m) => m.CalendarPage),
        ),
      },
      {
        path: 'positionlist',
        ...guardedPage(workdayAccess.own, () =>
          import('./components/position-list-page').then((m) => m.PositionListPage),
        ),
      },
    ],
  },
];
