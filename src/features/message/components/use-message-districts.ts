import { useMemo } from 'react';
import { districtsWithAccess } from '@/lib/auth/access';
import { useSession } from '@/stores/session';
import { MESSAGE_ACCESS_NAMES, MESSAGE_DISTRICTS } from '../access';

/**
 * The message districts where the user holds MESSAGE_SEND or MESSAGE_GROUP_ADMIN: the list's
 * districts and those offered when composing (spec 2 §6, either access for both).
 */
export function useMessageDistricts(): number[] {
  const access = useSession()?.access;
  return useMemo(
    () => (access ? districtsWithAccess(access, MESSAGE_ACCESS_NAMES, MESSAGE_DISTRICTS) : []),
    [access],
  );
}
