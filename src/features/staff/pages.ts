import { definePages } from '@/lib/pages';
import { staffAccess } from './access';
import { staffIcon } from '@/lib/tile-icons';

/** Staff overview (spec 1 §2): /staffoverview/viewAll, a wide page; /staffoverview leads to it. */
export const staffPages = definePages({
  base: '/staffoverview',
  access: staffAccess.any,
  title: 'Bemanning',
  redirects: { '': 'viewAll' },
  pages: [
    {
      path: 'viewAll',
      wide: true,
      screen: () => import('./components/staff-page').then((m) => m.StaffPage),
    },
  ],
  tiles: [{ label: 'Bemanning', icon: staffIcon }],
});
