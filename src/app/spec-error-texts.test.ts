import { describe, expect, it } from 'vitest';
import { loadStrings, type Catalogue } from '@/lib/i18n';
import { rosterStrings } from '@/components/roster/roster-strings';
import { commonStrings } from '@/components/strings';
import { vlsStrings } from '@/features/vls/strings';

const LANGUAGES = ['sv', 'en', 'pl'] as const;
type Language = (typeof LANGUAGES)[number];

/** Every language of a catalogue, fetched as a user choosing it would have it. */
async function inEvery<T>(catalogue: Catalogue<T>): Promise<Record<Language, T>> {
  return {
    sv: catalogue.sv,
    en: await loadStrings(catalogue, 'en'),
    pl: await loadStrings(catalogue, 'pl'),
  };
}
const roster = await inEvery(rosterStrings);
const common = await inEvery(commonStrings);
const vls = await inEvery(vlsStrings);

describe('the alerts and error texts of spec 1 §8, in every interface language', () => {
  it.each([
    [
      'trip info failure',
      'Kan ej hämta tåginformation!',
      (l: Language): string => roster[l].tripInfoFailed,
    ],
    [
      'district list failure (the header and the staff overview)',
      'Det gick inte att hämta data. Kontakta administratören.',
      (l: Language): string => common[l].districtsError,
    ],
    [
      'could not mark read',
      'Kunde ej bekräfta läsning!',
      (l: Language): string => vls[l].mine.markFailed,
    ],
    [
      'no free document id',
      'ID-nummer kunde ej skapas. Försök igen.',
      (l: Language): string => vls[l].upload.idFailed,
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
