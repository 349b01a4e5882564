import { defineStrings } from '@/lib/i18n';
import { sv } from './sv';

/** Interface text of document distribution (VLS). The spec's Swedish texts are word for word. */
export const vlsStrings = defineStrings({
  sv,
  // Fetched when a user chooses the language: not in the route's chunk.
  en: () => import('./en').then((m) => m.en),
  pl: () => import('./pl').then((m) => m.pl),
});

export type VlsStrings = (typeof vlsStrings)['sv'];
