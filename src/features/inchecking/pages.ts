import { definePages } from '@/lib/pages';
import { incheckingAccess } from './access';

/**
 * Check-in (spec 1 §2): /inchecking (/inchecking/viewAll leads to it), a wall screen using the
 * whole width; in the shell's menu (no tile). The page and its live channel (SignalR included)
 * load only with the route.
 */
export const incheckingPages = definePages({
  base: '/inchecking',
  access: incheckingAccess,
  title: 'Incheckning',
  redirects: { viewAll: '' },
  pages: [
    {
      path: '',
      wide: true,
      screen: () => import('./components/inchecking-page').then((m) => m.IncheckingPage),
    },
  ],
  menu: [{ label: 'Incheckning' }],
});
