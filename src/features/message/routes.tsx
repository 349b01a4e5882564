import type { RouteObject } from 'react-router-dom';
import { guardedPage } from '@/components/guarded-route';
import { messageAccess } from './access';

/** Traffic message routes (spec 2 §2). /betamessage is the app's redirect route. */
export const messageRoutes: RouteObject[] = [
  {
    path: 'message',
    children: [
      {
        index: true,
        ...guardedPage(messageAccess.list, () =>
          import('./components/message-list-page').then((m) => m.MessageListPage),
        ),
      },
      {
        path: 'to/:userid',
        ...guardedPage(messageAccess.send, () =>
          import('./components/message-to-page').then((m) => m.MessageToPage),
        ),
      },
      ...['edit', 'edit/:messageId', ':messageId'].map((path) => ({
        path,
        ...guardedPage(messageAccess.send, () =>
          import('./components/compose-page').then((m) => m.ComposePage),
        ),
      })),
    ],
  },
];
