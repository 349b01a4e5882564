import { definePages } from '@/lib/pages';

/** The user's settings (/me, behind the header's link). */
export const mePages = definePages({
  base: '/me',
  title: 'Inställningar',
  pages: [{ path: '', screen: () => import('./me-page').then((m) => m.MePage) }],
});
