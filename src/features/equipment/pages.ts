import { definePages } from '@/lib/pages';
import { equipmentAccess } from './access';
import { verifyIcon } from '@/lib/tile-icons';

/** Equipment register verify (spec 2 §2): /equipmentRegister leads to /equipmentRegister/verify. */
export const equipmentPages = definePages({
  base: '/equipmentRegister',
  access: equipmentAccess.verify,
  title: 'Verify Admin',
  redirects: { '': 'verify' },
  pages: [
    {
      path: 'verify',
      screen: () => import('./components/equipment-page').then((m) => m.EquipmentPage),
    },
  ],
  tiles: [{ label: 'Verify', icon: verifyIcon }],
});
