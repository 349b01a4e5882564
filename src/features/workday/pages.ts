import { definePages } from '@/lib/pages';
import { workdayAccess } from './access';
import { calendarIcon, positionListIcon } from '@/lib/tile-icons';

/** The tabs of the tab bar, by the key of their label in the feature's strings. */
export type WorkdayTab = 'calendarTitle' | 'positionsTitle';

/**
 * Workday (spec 1 §2): /workday/calendar and /workday/positionlist with a tab bar between them;
 * /workday leads to the calendar. Two tiles, Positionslista first (the spec's tile order).
 */
export const workdayPages = definePages<WorkdayTab>({
  base: '/workday',
  access: workdayAccess.own,
  layout: () => import('./components/workday-layout').then((m) => m.WorkdayLayout),
  redirects: { '': 'calendar' },
  pages: [
    {
      path: 'calendar',
      tab: 'calendarTitle',
      title: 'Kalender',
      screen: () => import('./components/calendar-page').then((m) => m.CalendarPage),
    },
    {
      path: 'positionlist',
      tab: 'positionsTitle',
      title: 'Positionslista',
      screen: () => import('./components/position-list-page').then((m) => m.PositionListPage),
    },
  ],
  tiles: [
    { label: 'Positionslista', to: 'positionlist', icon: positionListIcon },
    { label: 'Kalender', to: 'calendar', icon: calendarIcon },
  ],
});
