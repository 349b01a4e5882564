import { describe, expect, it } from 'vitest';
import { rosterStrings } from '@/components/roster/roster-strings';
import { staffStrings } from '@/features/staff/strings';
import { shellStrings } from './strings';

const LANGUAGES = ['sv', 'en', 'pl'] as const;

describe('the error texts of spec 1 §8, in every interface language', () => {
  it.each([
    ['trip info failure', 'Kan ej hämta tåginformation!', rosterStrings, 'tripInfoFailed'],
    [
      'district list failure (staff overview)',
      'Det gick inte att hämta data. Kontakta administratören.',
      staffStrings,
      'districtsError',
    ],
    [
      'district list failure (header)',
      'Det gick inte att hämta data. Kontakta administratören.',
      shellStrings,
      'districtsError',
    ],
  ] as const)('%s: word for word, a translation only after it', (_, text, catalogue, key) => {
    expect(catalogue.sv[key as keyof typeof catalogue.sv]).toBe(text);
    for (const language of LANGUAGES) {
      const shown = catalogue[language][key as keyof (typeof catalogue)['sv']] as string;
      expect(shown.startsWith(text), `${language}: ${shown}`).toBe(true);
    }
    // English and Polish users also get it in their own words.
    expect(catalogue.en[key as keyof typeof catalogue.en]).not.toBe(text);
    expect(catalogue.pl[key as keyof typeof catalogue.pl]).not.toBe(text);
  });
});
