import { useSyncExternalStore } from 'react';
import { useSession } from '@/stores/session';
import { safeSetItem } from './storage/safe-storage';

/** Personal settings, kept per user on this device (local storage). */
export interface UserSettings {
  /** Navigation links open in a new tab (default yes). */
  openInNewTab: boolean;
  /** Traffic-message app: the new (beta) app or the old one; only BETA_TESTER may choose beta. */
  messageApp: 'old' | 'beta';
  language: Language;
  /** Light, dark (night shifts) or as the computer is set. */
  theme: Theme;
}

export type Theme = 'system' | 'light' | 'dark';
export const THEMES: readonly Theme[] = ['system', 'light', 'dark'];

export type Language = 'sv' | 'en' | 'pl';
export const LANGUAGES: readonly Language[] = ['sv', 'en', 'pl'];

export const DEFAULT_SETTINGS: UserSettings = {
  openInNewTab: true,
  messageApp: 'old',
  language: 'sv',
  theme: 'system',
};

const key = (userId: string) => `pp.settings.${userId || 'anonymous'}`;
const listeners = new Set<() => void>();
const cache = new Map<string, UserSettings>();

export function readSettings(userId: string): UserSettings {
  const cached = cache.get(userId);
  if (cached) return cached;
  let settings = DEFAULT_SETTINGS;
  try {
    const raw: unknown = JSON.parse(localStorage.getItem(key(userId)) ?? 'null');
    if (raw && typeof raw === 'object') {
      const value = raw as Partial<Record<keyof UserSettings, unknown>>;
      settings = {
        openInNewTab:
          typeof value.openInNewTab === 'boolean'
            ? value.openInNewTab
            : DEFAULT_SETTINGS.openInNewTab,
        messageApp: value.messageApp === 'beta' ? 'beta' : 'old',
        language: LANGUAGES.includes(value.language as Language)
          ? (value.language as Language)
          : DEFAULT_SETTINGS.language,
        theme: THEMES.includes(value.theme as Theme)
          ? (value.theme as Theme)
          : DEFAULT_SETTINGS.theme,
      };
    }
  } catch {
    /* unreadable: defaults */
  }
  cache.set(userId, settings);
  return settings;
}

export function writeSettings(userId: string, change: Partial<UserSettings>): void {
  const next = { ...readSettings(userId), ...change };
  cache.set(userId, next);
  // Storage full or blocked: kept for this visit.
  safeSetItem('local', key(userId), JSON.stringify(next));
  listeners.forEach((listener) => listener());
}

function subscribe(listener: () => void) {
  listeners.add(listener);
  const onStorage = (event: StorageEvent) => {
    if (event.key?.startsWith('pp.settings.')) {
      cache.clear();
      listener();
    }
  };
  window.addEventListener('storage', onStorage);
  return () => {
    listeners.delete(listener);
    window.removeEventListener('storage', onStorage);
  };
}

/** The signed-in user's settings and a setter. */
export function useSettings(): [UserSettings, (change: Partial<UserSettings>) => void] {
  const userId = useSession()?.userId ?? '';
  const settings = useSyncExternalStore(
    subscribe,
    () => readSettings(userId),
    () => DEFAULT_SETTINGS,
  );
  return [settings, (change) => writeSettings(userId, change)];
}
