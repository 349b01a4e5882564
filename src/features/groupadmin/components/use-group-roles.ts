import { useQuery } from '@tanstack/react-query';
import { rolesQuery, type Role } from '@/lib/org/get-roles';

/**
 * Spec 2 §2: the roles offered when the role list cannot be fetched. Their ids are the identity
 * system's (the spec names only the roles).
 */
export const FALLBACK_ROLES: readonly Role[] = [
  { ID: 2, Name: 'Conductor' },
  { ID: 1, Name: 'Driver' },
  { ID: 3, Name: 'Traffic Message Recipient External' },
  { ID: 4, Name: 'Testgrupp' },
];

export const EXTERNAL_ROLE_NAME = 'Traffic Message Recipient External';

/** Roles for groups: auth /api/Admin/ListRoles, or the spec's fallback when that fails. */
export function useGroupRoles() {
  const query = useQuery({ ...rolesQuery(), retry: 1 });
  if (query.isError) return { roles: FALLBACK_ROLES, fallback: true, query };
  return { roles: query.data ?? ([] as readonly Role[]), fallback: false, query };
}
