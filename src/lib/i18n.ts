import { useSyncExternalStore } from 'react';
import { useSettings, type Language } from './settings';

/**
 * A typed text catalogue: Swedish is the source, English and Polish must have the same keys.
 * Values are strings or functions of arguments (for counts and names).
 *
 * Swedish is always at hand. A translation is given either as it is (small catalogues of lazy
 * chunks) or as a loader, `() => import('./en').then((m) => m.en)`, so that it stays out of the
 * bundle until a user chooses that language: what is shown meanwhile is Swedish, never keys.
 */
type Widen<T> = T extends string
  ? string
  : T extends (...args: infer A) => string
    ? (...args: A) => string
    : { [K in keyof T]: Widen<T[K]> };

/** A translation of a catalogue's Swedish source `T`: the same keys, the same arguments. */
export type Translation<T> = Widen<T>;

type Translated = Exclude<Language, 'sv'>;
type Source<T> = T | (() => Promise<T>);

export interface Catalogue<T> {
  readonly sv: T;
}

interface Entry {
  sources: Record<Translated, Source<unknown>>;
  loaded: Partial<Record<Translated, unknown>>;
  pending: Partial<Record<Translated, Promise<void>>>;
}

const registry = new Map<Catalogue<unknown>, Entry>();
const listeners = new Set<() => void>();
/** Counts the translations that arrived: components re-render when it changes. */
let arrived = 0;
/** The language last chosen: a catalogue defined later (a lazy chunk) starts loading it at once. */
let wanted: Language = 'sv';

function load(entry: Entry, language: Language): Promise<void> {
  if (language === 'sv' || entry.loaded[language]) return Promise.resolve();
  const source = entry.sources[language];
  if (typeof source !== 'function') {
    entry.loaded[language] = source;
    return Promise.resolve();
  }
  entry.pending[language] ??= (source as () => Promise<unknown>)().then(
    (translation) => {
      entry.loaded[language] = translation;
      arrived++;
      listeners.forEach((listener) => listener());
    },
    // Not loaded (offline, a tab older than a deploy): Swedish stays; asked again when next shown.
    () => void delete entry.pending[language],
  );
  return entry.pending[language] ?? Promise.resolve();
}

export function defineStrings<const T>(catalogue: {
  sv: T;
  en: Source<Widen<T>>;
  pl: Source<Widen<T>>;
}): Catalogue<T> {
  const own: Catalogue<T> = { sv: catalogue.sv };
  const entry: Entry = { sources: { en: catalogue.en, pl: catalogue.pl }, loaded: {}, pending: {} };
  registry.set(own, entry);
  void load(entry, wanted);
  return own;
}

/** The catalogue in `language` if it is at hand, else Swedish (and the language is fetched). */
export function pick<T>(catalogue: Catalogue<T>, language: Language): T {
  const entry = registry.get(catalogue);
  if (language === 'sv' || !entry) return catalogue.sv;
  void load(entry, language);
  return (entry.loaded[language] as T | undefined) ?? catalogue.sv;
}

/** The catalogue in `language`, once loaded (Swedish when it cannot be). */
export async function loadStrings<T>(catalogue: Catalogue<T>, language: Language): Promise<T> {
  const entry = registry.get(catalogue);
  if (entry) await load(entry, language);
  return pick(catalogue, language);
}

/** Fetches `language` for every catalogue defined so far, and for those defined later. */
export function loadLanguage(language: Language): Promise<void> {
  wanted = language;
  return Promise.all([...registry.values()].map((entry) => load(entry, language))).then(() => {});
}

/** True when every catalogue defined so far is at hand in `language`. */
export function languageReady(language: Language): boolean {
  return language === 'sv' || [...registry.values()].every((entry) => entry.loaded[language]);
}

/** Settles when the translations being fetched have arrived (or failed): before a route shows. */
export function translationsReady(): Promise<void> {
  const pending = [...registry.values()].flatMap((entry) => Object.values(entry.pending));
  return Promise.all(pending).then(() => {});
}

function subscribe(listener: () => void) {
  listeners.add(listener);
  return () => void listeners.delete(listener);
}

/** The catalogue in the user's chosen language (Swedish until that language has arrived). */
export function useStrings<T>(catalogue: Catalogue<T>): T {
  const [settings] = useSettings();
  useSyncExternalStore(
    subscribe,
    () => arrived,
    () => arrived,
  );
  return pick(catalogue, settings.language);
}
