import { describe, expect, it } from 'vitest';
import {
  defineStrings,
  languageReady,
  loadLanguage,
  loadStrings,
  pick,
  translationsReady,
} from './i18n';

/** A translation fetched on demand: resolved by the test, counting how often it was asked. */
function deferred<T>(value: T) {
  let asked = 0;
  let resolve: () => void = () => {};
  const loader = () => {
    asked++;
    return new Promise<T>((done) => (resolve = () => done(value)));
  };
  return { loader, asked: () => asked, arrive: () => resolve() };
}

describe('a catalogue whose translations are fetched when chosen', () => {
  it('shows Swedish, never keys, until the chosen language has arrived; fetches it once', async () => {
    const en = deferred({ hello: 'Hello' });
    const strings = defineStrings({ sv: { hello: 'Hej' }, en: en.loader, pl: { hello: 'Cześć' } });
    expect(en.asked()).toBe(0);
    expect(pick(strings, 'en').hello).toBe('Hej');
    expect(pick(strings, 'en').hello).toBe('Hej');
    expect(en.asked()).toBe(1);
    en.arrive();
    await translationsReady();
    expect(pick(strings, 'en').hello).toBe('Hello');
    // A translation given as it is needs no fetch.
    expect(pick(strings, 'pl').hello).toBe('Cześć');
  });

  it('fetches a language for every catalogue, and for one defined after the choice', async () => {
    const first = deferred({ a: 'A (en)' });
    const a = defineStrings({ sv: { a: 'A' }, en: first.loader, pl: { a: 'A (pl)' } });
    const chosen = loadLanguage('en');
    expect(first.asked()).toBe(1);
    expect(languageReady('en')).toBe(false);
    first.arrive();
    await chosen;
    // A lazy chunk's catalogue, defined while English is chosen: fetched at once.
    const later = deferred({ b: 'B (en)' });
    const b = defineStrings({ sv: { b: 'B' }, en: later.loader, pl: { b: 'B (pl)' } });
    expect(later.asked()).toBe(1);
    later.arrive();
    await translationsReady();
    expect([pick(a, 'en').a, pick(b, 'en').b]).toEqual(['A (en)', 'B (en)']);
    expect(languageReady('en')).toBe(true);
    await loadLanguage('sv');
  });

  it('stays Swedish when the translation cannot be fetched, and asks again later', async () => {
    let asked = 0;
    const strings = defineStrings({
      sv: { x: 'Svenska' },
      en: () =>
        ++asked === 1 ? Promise.reject(new Error('offline')) : Promise.resolve({ x: 'English' }),
      pl: { x: 'Polski' },
    });
    expect((await loadStrings(strings, 'en')).x).toBe('Svenska');
    expect((await loadStrings(strings, 'en')).x).toBe('English');
  });
});
