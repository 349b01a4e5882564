import { describe, expect, it } from 'vitest';
import { rosterStrings } from '@/components/roster/roster-strings';
import { staffStrings } from '@/features/staff/strings';
import { vlsStrings } from '@/features/vls/strings';
import { shellStrings } from './strings';

const LANGUAGES = ['sv', 'en', 'pl'] as const;
type Language = (typeof LANGUAGES)[number];

describe('the alerts and error texts of spec 1 §8, in every interface language', () => {
  it.each([
    [
      'trip info failure',
      'Kan ej hämta tåginformation!',
      (l: Language) => rosterStrings[l].tripInfoFailed,
    ],
    [
      'district list failure (staff overview)',
      'Det gick inte att hämta data. Kontakta administratören.',
      (l: Language) => staffStrings[l].districtsError,
    ],
    [
      'district list failure (header)',
      'Det gick inte att hämta data. Kontakta administratören.',
      (l: Language) => shellStrings[l].districtsError,
    ],
    [
      'could not mark read',
      'Kunde ej bekräfta läsning!',
      (l: Language) => vlsStrings[l].mine.markFailed,
    ],
    [
      'no free document id',
      'ID-nummer kunde ej skapas. Försök igen.',
      (l: Language) => vlsStrings[l].upload.idFailed,
    ],
  ] as const)('%s: word for word, a translation only after it', (_, text, shownIn) => {
    expect(shownIn('sv')).toBe(text);
    for (const language of LANGUAGES)
      expect(shownIn(language).startsWith(text), `${language}: ${shownIn(language)}`).toBe(true);
    // English and Polish users also get it in their own words.
    expect(shownIn('en')).not.toBe(text);
    expect(shownIn('pl')).not.toBe(text);
  });
});
