import { useEffect } from 'react';
import type { QueryClient } from '@tanstack/react-query';
import { setUnauthorizedHandler } from '@/lib/api/client';
import { rememberReturnPath } from '@/lib/auth/return-path';
import { useSessionStore } from '@/stores/session';
import type { createRouter } from '../router';

/**
 * A 401 (or a token past its cut-off) ends the session and sends the user to sign in, with the
 * current path remembered. Forms keep their drafts in storage, so nothing typed is lost. The
 * session ended unasked: the next sign-in asks the identity provider for credentials (signOut).
 */
export function useUnauthorizedRedirect(
  router: ReturnType<typeof createRouter>,
  queryClient: QueryClient,
): void {
  useEffect(() => {
    setUnauthorizedHandler(() => {
      const { pathname, search } = router.state.location;
      if (pathname !== '/login') rememberReturnPath(`${pathname}${search}`);
      useSessionStore.getState().signOut();
      void queryClient.cancelQueries();
      void router.navigate('/login', { replace: true });
    });
    return () => setUnauthorizedHandler(() => undefined);
  }, [router, queryClient]);
}
