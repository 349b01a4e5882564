import { Navigate, type RouteObject } from 'react-router-dom';
import { guardedPage } from '@/components/guarded-route';
import { equipmentAccess } from './access';

/** Equipment register verify (spec 2 §2): /equipmentRegister and /equipmentRegister/verify. */
export const equipmentRoutes: RouteObject[] = [
  {
    path: 'equipmentRegister',
    children: [
      { index: true, element: <Navigate to="/equipmentRegister/verify" replace /> },
      {
        path: 'verify',
        ...guardedPage(equipmentAccess.verify, () =>
          import('./components/equipment-page').then((m) => m.EquipmentPage),
        ),
      },
    ],
  },
];
