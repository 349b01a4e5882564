import type { RouteObject } from 'react-router-dom';
import { vlsRoutes } from '@/features/vls/routes';
import { incheckingRoutes } from '@/features/inchecking/routes';
import { connectionsRoutes } from '@/features/connections/routes';
import { messageRoutes } from '@/features/message/routes';
import { staffRoutes } from '@/features/staff/routes';
import { groupAdminRoutes } from '@/features/groupadmin/routes';
import { equipmentRoutes } from '@/features/equipment/routes';
import { workdayRoutes } from '@/features/workday/routes';

/**
 * Every feature's routes, in one list (each feature declares its own in `routes.tsx`, with the
 * access that guards them). The app's router mounts them inside the signed-in shell.
 */
export const featureRoutes: RouteObject[] = [
  ...vlsRoutes,
  ...incheckingRoutes,
  ...connectionsRoutes,
  ...staffRoutes,
  ...messageRoutes,
  ...groupAdminRoutes,
  ...equipmentRoutes,
  ...workdayRoutes,
];
