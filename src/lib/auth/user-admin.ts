import { useSession } from '@/stores/session';
import type { Session } from './token';

/**
 * The token role that sees more of the staff (spec 1 §6: "useradmin (used for a staff view
 * check)"): home and private phone numbers, and in the staff overview the people who are off.
 * It is read from the token's `role` claim; ListRoles is not called for it (README).
 */
export const USER_ADMIN_ROLE = 'useradmin';

/** Whether the session's token carries the useradmin role (no session: no). */
export const isUserAdmin = (session: Pick<Session, 'roles'> | null | undefined): boolean =>
  session?.roles.includes(USER_ADMIN_ROLE) ?? false;

/** Whether the signed-in user is a user administrator (see USER_ADMIN_ROLE). */
export const useUserAdmin = (): boolean => isUserAdmin(useSession());
