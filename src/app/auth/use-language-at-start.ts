import { useEffect, useState } from 'react';
import { languageReady, loadLanguage } from '@/lib/i18n';
import type { Language } from '@/lib/settings';

/** How long the first render waits for the chosen language's texts before it shows Swedish. */
export const LANGUAGE_HOLD_MS = 1_500;

/**
 * Fetches the chosen language's texts (English and Polish are not in the start bundle) and says
 * whether to hold the first render for them: at start the portal waits briefly rather than show
 * Swedish and then switch. A language chosen later shows Swedish until its texts arrive.
 */
export function useLanguageAtStart(language: Language): boolean {
  const [held, setHeld] = useState(() => !languageReady(language));
  useEffect(() => {
    let settled = false;
    const release = () => {
      if (settled) return;
      settled = true;
      setHeld(false);
    };
    void loadLanguage(language).then(release);
    const timer = setTimeout(release, LANGUAGE_HOLD_MS);
    return () => {
      settled = true;
      clearTimeout(timer);
    };
  }, [language]);
  return held;
}
