import { defineStrings } from '@/lib/i18n';
import { en } from './en';
import { pl } from './pl';
import { sv } from './sv';

/** Interface text of check-in. */
export const incheckingStrings = defineStrings({ sv, en, pl });

export type IncheckingStrings = (typeof incheckingStrings)['sv'];
