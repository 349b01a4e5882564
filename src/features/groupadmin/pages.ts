import { definePages } from '@/lib/pages';
import { groupAdminAccess } from './access';

const edit = () => import('./components/group-edit-page').then((m) => m.GroupEditPage);

/**
 * Recipient-group administration (spec 2 §2), under the messages' /message prefix (whose tab
 * title it shares); in the shell's menu.
 */
export const groupAdminPages = definePages({
  base: '/message/groupadmin',
  access: groupAdminAccess.admin,
  pages: [
    {
      path: '',
      screen: () => import('./components/group-list-page').then((m) => m.GroupListPage),
    },
    { path: 'edit', screen: edit },
    { path: 'edit/:groupId', screen: edit },
  ],
  menu: [{ label: 'Mottagargrupper' }],
});
