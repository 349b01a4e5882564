import { defineStrings } from '@/lib/i18n';
import { sv } from './sv';

/** Interface text of the workday views (calendar and position list). */
export const workdayStrings = defineStrings({
  sv,
  // Fetched when a user chooses the language: not in the route's chunk.
  en: () => import('./en').then((m) => m.en),
  pl: () => import('./pl').then((m) => m.pl),
});

export type WorkdayStrings = (typeof workdayStrings)['sv'];
