import { definePages } from '@/lib/pages';
import { messageAccess } from './access';
import { messagesIcon } from '@/lib/tile-icons';

const compose = () => import('./components/compose-page').then((m) => m.ComposePage);

/**
 * Traffic messages (spec 2 §2): the list (its tile) and the compose pages. The tab title covers
 * everything under /message; /betamessage is the app's redirect route.
 */
export const messagePages = definePages({
  base: '/message',
  title: 'Trafikmeddelanden',
  pages: [
    {
      path: '',
      access: messageAccess.list,
      screen: () => import('./components/message-list-page').then((m) => m.MessageListPage),
    },
    {
      path: 'to/:userid',
      access: messageAccess.send,
      screen: () => import('./components/message-to-page').then((m) => m.MessageToPage),
    },
    { path: 'edit', access: messageAccess.send, screen: compose },
    { path: 'edit/:messageId', access: messageAccess.send, screen: compose },
    { path: ':messageId', access: messageAccess.send, screen: compose },
  ],
  tiles: [{ label: 'Trafikmeddelanden', icon: messagesIcon }],
});
