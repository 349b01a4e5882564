import { useSettings, type Language } from './settings';

/**
 * A typed text catalogue: Swedish is the source, English and Polish must have the same keys.
 * Values are strings or functions of arguments (for counts and names).
 */
type Widen<T> = T extends string
  ? string
  : T extends (...args: infer A) => string
    ? (...args: A) => string
    : { [K in keyof T]: Widen<T[K]> };

/** A translation of a catalogue's Swedish source `T`: the same keys, the same arguments. */
export type Translation<T> = Widen<T>;

export interface Catalogue<T> {
  sv: T;
  en: Widen<T>;
  pl: Widen<T>;
}

export function defineStrings<const T>(catalogue: Catalogue<T>): Catalogue<T> {
  return catalogue;
}

export function pick<T>(catalogue: Catalogue<T>, language: Language): T {
  return (catalogue[language] ?? catalogue.sv) as T;
}

/** The catalogue in the user's chosen language. */
export function useStrings<T>(catalogue: Catalogue<T>): T {
  const [settings] = useSettings();
  return pick(catalogue, settings.language);
}
