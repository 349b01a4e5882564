import { useEffect } from 'react';
import type { Theme } from './settings';

const DARK_QUERY = '(prefers-color-scheme: dark)';

/** Whether the theme chosen (or the system's, for 'system') is the dark one. */
export function isDark(theme: Theme, systemPrefersDark: boolean): boolean {
  return theme === 'dark' || (theme === 'system' && systemPrefersDark);
}

/** Sets the page's theme (data-theme on <html>, read by the stylesheet's tokens). */
export function applyTheme(theme: Theme): void {
  const prefersDark = typeof matchMedia === 'function' && matchMedia(DARK_QUERY).matches;
  document.documentElement.dataset.theme = isDark(theme, prefersDark) ? 'dark' : 'light';
}

/** Keeps the page's theme on the user's choice, following the system while that is chosen. */
export function useTheme(theme: Theme): void {
  useEffect(() => {
    applyTheme(theme);
    if (theme !== 'system' || typeof matchMedia !== 'function') return;
    const query = matchMedia(DARK_QUERY);
    const follow = () => applyTheme('system');
    query.addEventListener('change', follow);
    return () => query.removeEventListener('change', follow);
  }, [theme]);
}
