import type { Language } from './settings';

/**
 * A count's word forms by the language's plural category (CLDR, through `Intl.PluralRules`):
 * Swedish and English have `one` and `other`; Polish also `few` (2–4, 22–24, …) and `many`
 * (0, 5–21, 25–31, …), which falls back to `other` when not given.
 */
export interface PluralForms {
  one: string;
  few?: string;
  many?: string;
  other: string;
}

const rules = new Map<Language, Intl.PluralRules>();

/** The form of `forms` that goes with `n` in `language`: 'wątki' for 2, 'wątków' for 5. */
export function pluralForm(language: Language, n: number, forms: PluralForms): string {
  let rule = rules.get(language);
  if (!rule) {
    rule = new Intl.PluralRules(language);
    rules.set(language, rule);
  }
  const category = rule.select(n);
  return (
    (category === 'one' || category === 'few' || category === 'many'
      ? forms[category]
      : undefined) ?? forms.other
  );
}

/** The count and its form: "1 tråd", "2 trådar", "22 wątki", "25 wątków". */
export function countOf(language: Language, n: number, forms: PluralForms): string {
  return `${n} ${pluralForm(language, n, forms)}`;
}
