import type { RouteObject } from 'react-router-dom';
import { guardedPage } from '@/components/guarded-route';
import { groupAdminAccess } from './access';

const editPage = () => import('./components/group-edit-page').then((m) => m.GroupEditPage);

/** Recipient-group administration (spec 2 §2), under the messages' /message prefix. */
export const groupAdminRoutes: RouteObject[] = [
  {
    path: 'message/groupadmin',
    ...guardedPage(groupAdminAccess.admin, () =>
      import('./components/group-list-page').then((m) => m.GroupListPage),
    ),
  },
  { path: 'message/groupadmin/edit', ...guardedPage(groupAdminAccess.admin, editPage) },
  { path: 'message/groupadmin/edit/:groupId', ...guardedPage(groupAdminAccess.admin, editPage) },
];
