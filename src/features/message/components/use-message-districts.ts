import { useMemo } from 'react';
import { districtsWithAccess } from '@/lib/auth/access';
import { useSession } from '@/stores/session';
import { LIST_ACCESS_NAMES, MESSAGE_DISTRICTS, SEND_ACCESS_NAMES } from '../access';

/** The message districts where the user holds either access (the list) or may send. */
export function useMessageDistricts(kind: 'list' | 'send'): number[] {
  const access = useSession()?.access;
  return useMemo(
    () =>
      access
        ? districtsWithAccess(
            access,
            kind === 'list' ? LIST_ACCESS_NAMES : SEND_ACCESS_NAMES,
            MESSAGE_DISTRICTS,
          )
        : [],
    [access, kind],
  );
}
