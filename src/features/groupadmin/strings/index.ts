import { defineStrings } from '@/lib/i18n';
import { en } from './en';
import { pl } from './pl';
import { sv } from './sv';

/** Interface text of recipient-group administration (spec 2 §2, §5; sv, en, pl). */
export const groupAdminStrings = defineStrings({ sv, en, pl });
