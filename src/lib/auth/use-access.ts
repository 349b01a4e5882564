import { useSession } from '@/stores/session';
import { useCurrentDistrict } from '@/stores/district';
import { hasAccess, type AccessRule } from './access';

/** Whether the signed-in user holds the rule (in the current district where the rule says so). */
export function useAccess(rule: AccessRule): boolean {
  const session = useSession();
  const district = useCurrentDistrict();
  return session ? hasAccess(session.access, rule, district) : false;
}

/** A checker for several rules at once (front page tiles, tab bars). */
export function useAccessChecker(): (rule: AccessRule) => boolean {
  const session = useSession();
  const district = useCurrentDistrict();
  return (rule) => (session ? hasAccess(session.access, rule, district) : false);
}
