import { defineStrings } from '@/lib/i18n';
import { en } from './en';
import { pl } from './pl';
import { sv } from './sv';

/** Text of the equipment register (the rule messages are the spec's, in every language). */
export const equipmentStrings = defineStrings({ sv, en, pl });
