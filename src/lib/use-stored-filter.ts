import { useSession } from '@/stores/session';
import { useStoredState, type StoredStateOptions } from './use-stored-state';

/**
 * The one rule for what a view remembers of its filters, sorts, searches and toggles: per tab
 * (sessionStorage: a reload or a way back finds them, another tab starts afresh) and per user
 * (the key ends in the user's id: after a change of user the next person starts clean, and a
 * sign-out clears session storage anyway). The spec's one exception is the message list's sort
 * and inactive toggle, kept on the device (`storage: 'local'`), still per user.
 *
 * `name` is `<feature>.<what>`; the key is `pp.<feature>.<what>.<userId>`.
 */
export function useStoredFilter<T>(
  name: string,
  initial: T,
  parse: (raw: unknown) => T | null,
  options: StoredStateOptions = {},
) {
  const userId = useSession()?.userId ?? '';
  return useStoredState(storedFilterKey(name, userId), initial, parse, options);
}

/** Without a session (tests, the sign-in page) the key is the name alone. */
export const storedFilterKey = (name: string, userId: string) =>
  userId ? `pp.${name}.${userId}` : `pp.${name}`;
