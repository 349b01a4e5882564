import { useSession } from '@/stores/session';
import { useCurrentDistrict } from '@/stores/district';
import { hasAccess, type AccessRule } from './access';

/** One rule, or a list of rules of which any one suffices. */
export type AccessRequirement = AccessRule | readonly AccessRule[];

export function meets(
  access: Parameters<typeof hasAccess>[0],
  requirement: AccessRequirement,
  district: number | null,
): boolean {
  const rules: readonly AccessRule[] = Array.isArray(requirement)
    ? requirement
    : [requirement as AccessRule];
  return rules.some((rule) => hasAccess(access, rule, district));
}

/** Whether the signed-in user meets the requirement (in the current district where it says so). */
export function useAccess(requirement: AccessRequirement): boolean {
  const session = useSession();
  const district = useCurrentDistrict();
  return session ? meets(session.access, requirement, district) : false;
}

/** A checker for several requirements at once (front page tiles, tab bars). */
export function useAccessChecker(): (requirement: AccessRequirement) => boolean {
  const session = useSession();
  const district = useCurrentDistrict();
  return (requirement) => (session ? meets(session.access, requirement, district) : false);
}
