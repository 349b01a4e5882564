import { defineStrings } from '@/lib/i18n';
import { en } from './en';
import { pl } from './pl';
import { sv } from './sv';

/** Interface text of traffic messages; the spec's Swedish texts word for word. */
export const messageStrings = defineStrings({ sv, en, pl });
