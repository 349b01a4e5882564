import { Fragment } from 'react';
import { Navigate, Outlet, useLocation } from 'react-router-dom';
import { useLiveSession } from '@/stores/session';
import { rememberReturnPath } from '@/lib/auth/return-path';
import { watchTabOwner } from '@/lib/storage/tab-owner';
import { pruneStaleDrafts } from '@/lib/storage/shift-drafts';
import { StorageNotice } from './storage-notice';

// At start, before the first view reads storage: drafts older than a shift go, and this tab's
// view state follows its user (another user's session clears the previous one's).
pruneStaleDrafts();
watchTabOwner();

/**
 * Everything but the sign-in routes needs a session (a token past its cut-off is none); the path
 * is remembered for the return. A change of user (signed in here, or in another tab) starts every
 * view over: the routed tree is keyed by the user, so no form, filter or list of the previous user
 * stays on screen (their cached data goes in the session root; stored state is per user).
 */
export function RequireSession() {
  const session = useLiveSession();
  const location = useLocation();
  if (!session) {
    rememberReturnPath(`${location.pathname}${location.search}`);
    return <Navigate to="/login" replace />;
  }
  return (
    <>
      <StorageNotice />
      <Fragment key={session.userId}>
        <Outlet />
      </Fragment>
    </>
  );
}
