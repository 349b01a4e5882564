import { defineStrings } from '@/lib/i18n';
import { sv } from './sv';

/** Interface text of the staff overview (Bemanning). */
export const staffStrings = defineStrings({
  sv,
  // Fetched when a user chooses the language: not in the route's chunk.
  en: () => import('./en').then((m) => m.en),
  pl: () => import('./pl').then((m) => m.pl),
});

export type StaffStrings = (typeof staffStrings)['sv'];
