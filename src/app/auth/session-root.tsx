import { useEffect } from 'react';
import { Outlet } from 'react-router-dom';
import { useQueryClient } from '@tanstack/react-query';
import { useSettings } from '@/lib/settings';
import { useTheme } from '@/lib/theme';
import { TOKEN_STORAGE_KEY, useSessionStore } from '@/stores/session';
import { useLanguageAtStart } from './use-language-at-start';

/** The session is checked every 10 s (spec 1 §4) and at once when a tab comes back into view. */
export const SESSION_CHECK_INTERVAL_MS = 10_000;

/**
 * Around every route: the session ends at its cut-off even in a tab nobody touches, every tab
 * follows a sign-out or a new sign-in made in another one, and nothing of one user's data stays
 * in the cache when another signs in.
 */
export function SessionRoot() {
  const queryClient = useQueryClient();
  const [{ language, theme }] = useSettings();
  // The user's theme (or the system's) on every route: the sign-in, redirect and shell views.
  useTheme(theme);
  // The chosen language's texts are fetched when chosen; the first render waits briefly for them.
  const holding = useLanguageAtStart(language);

  // The page's language is the chosen one (screen readers, hyphenation, spell checking).
  useEffect(() => {
    document.documentElement.lang = language;
  }, [language]);

  useEffect(() => {
    const check = () => void useSessionStore.getState().expireIfDue();
    const onVisible = () => {
      if (document.visibilityState === 'visible') check();
    };
    const timer = setInterval(check, SESSION_CHECK_INTERVAL_MS);
    document.addEventListener('visibilitychange', onVisible);
    window.addEventListener('focus', check);
    return () => {
      clearInterval(timer);
      document.removeEventListener('visibilitychange', onVisible);
      window.removeEventListener('focus', check);
    };
  }, []);

  useEffect(() => {
    // `storage` fires in the other tabs of this browser when one of them writes the token.
    const onStorage = (event: StorageEvent) => {
      if (event.key !== null && event.key !== TOKEN_STORAGE_KEY) return;
      useSessionStore.getState().syncFromStorage();
    };
    window.addEventListener('storage', onStorage);
    return () => window.removeEventListener('storage', onStorage);
  }, []);

  useEffect(
    () =>
      useSessionStore.subscribe((state, previous) => {
        const before = previous.session?.userId;
        const after = state.session?.userId;
        if (before === after || !previous.session) return;
        if (!state.session) {
          void queryClient.cancelQueries();
          queryClient.clear();
          return;
        }
        // Another user now: the old user's data goes; the view's access guard decides anew.
        void queryClient.resetQueries();
      }),
    [queryClient],
  );

  return holding ? null : <Outlet />;
}
