import { Navigate, type RouteObject } from 'react-router-dom';
import { guardedPage } from '@/components/guarded-route';
import { staffAccess } from './access';

/** Staff overview routes (spec 1 §2): /staffoverview/viewAll; /staffoverview leads to it. */
export const staffRoutes: RouteObject[] = [
  { path: '/staffoverview', element: <Navigate to="/staffoverview/viewAll" replace /> },
  {
    path: '/staffoverview/viewAll',
    ...guardedPage(staffAccess.any, () => import('./components/staff-page').then((m) => m.default)),
  },
];
