import { Navigate, Outlet, useLocation } from 'react-router-dom';
import { useLiveSession } from '@/stores/session';
import { rememberReturnPath } from '@/lib/auth/return-path';

/**
 * Everything but the sign-in routes needs a session (a token past its cut-off is none); the path
 * is remembered for the return.
 */
export function RequireSession() {
  const session = useLiveSession();
  const location = useLocation();
  if (!session) {
    rememberReturnPath(`${location.pathname}${location.search}`);
    return <Navigate to="/login" replace />;
  }
  return <Outlet />;
}
