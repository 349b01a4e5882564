import { defineStrings } from '@/lib/i18n';
import { en } from './en';
import { pl } from './pl';
import { sv } from './sv';

/** Interface text of connections (spec 2: "Saknar platssignatur" word for word). */
export const connectionsStrings = defineStrings({ sv, en, pl });

export type ConnectionsStrings = (typeof connectionsStrings)['sv'];
