import { defineStrings } from '@/lib/i18n';
import { sv } from './sv';

/** Interface text of traffic messages; the spec's Swedish texts word for word. */
export const messageStrings = defineStrings({
  sv,
  // Fetched when a user chooses the language: not in the route's chunk.
  en: () => import('./en').then((m) => m.en),
  pl: () => import('./pl').then((m) => m.pl),
});
