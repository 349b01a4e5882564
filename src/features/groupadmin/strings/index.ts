import { defineStrings } from '@/lib/i18n';
import { sv } from './sv';

/** Interface text of recipient-group administration (spec 2 §2, §5; sv, en, pl). */
export const groupAdminStrings = defineStrings({
  sv,
  // Fetched when a user chooses the language: not in the route's chunk.
  en: () => import('./en').then((m) => m.en),
  pl: () => import('./pl').then((m) => m.pl),
});
