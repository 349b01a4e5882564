import { definePages } from '@/lib/pages';

/**
 * Connections (spec 2 §2): /connections for every signed-in user (the spec names no access), in
 * the shell's menu. "Karta" is its tab title: the spec declares no map route, and the departures
 * screen (place search, stops, the device's location) is the portal's one place-based view.
 */
export const connectionsPages = definePages({
  base: '/connections',
  title: 'Karta',
  pages: [
    {
      path: '',
      screen: () => import('./components/connections-page').then((m) => m.ConnectionsPage),
    },
  ],
  menu: [{ label: 'Avgångar' }],
});
