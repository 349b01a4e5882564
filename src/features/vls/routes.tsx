import type { RouteObject } from 'react-router-dom';

/** Document (VLS) routes. */
export const vlsRoutes: RouteObject[] = [];
