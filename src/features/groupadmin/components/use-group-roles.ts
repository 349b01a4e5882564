import { useQuery } from '@tanstack/react-query';
import { rolesQuery, type Role } from '@/lib/resources/org/get-roles';

/**
 * Spec 2 §2: the roles offered when the role list cannot be fetched. The spec names them only;
 * their RoleIDs are the identity system's and cannot be known without the list, so they are
 * shown as names and never saved (a guessed RoleID would send the group's messages to whoever
 * holds that id).
 */
export const FALLBACK_ROLE_NAMES: readonly string[] = [
  'Conductor',
  'Driver',
  'Traffic Message Recipient External',
  'Testgrupp',
];

export const EXTERNAL_ROLE_NAME = 'Traffic Message Recipient External';

const NONE: readonly Role[] = [];

/** Roles for groups: auth /api/Admin/ListRoles. None while it is loading or failed. */
export function useGroupRoles() {
  const query = useQuery({ ...rolesQuery(), retry: 1 });
  return { roles: query.data ?? NONE, query };
}
