import { defineStrings } from '@/lib/i18n';
import { en } from './en';
import { pl } from './pl';
import { sv } from './sv';

/** Interface text of document distribution (VLS). The spec's Swedish texts are word for word. */
export const vlsStrings = defineStrings({ sv, en, pl });

export type VlsStrings = (typeof vlsStrings)['sv'];
