import type { RouteObject } from 'react-router-dom';

/** Check-in routes. */
export const incheckingRoutes: RouteObject[] = [];
