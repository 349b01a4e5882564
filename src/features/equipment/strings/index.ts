import { defineStrings } from '@/lib/i18n';
import { sv } from './sv';

/** Text of the equipment register (the rule messages are the spec's, in every language). */
export const equipmentStrings = defineStrings({
  sv,
  // Fetched when a user chooses the language: not in the route's chunk.
  en: () => import('./en').then((m) => m.en),
  pl: () => import('./pl').then((m) => m.pl),
});
