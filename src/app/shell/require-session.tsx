import { Fragment, lazy, Suspense, useSyncExternalStore } from 'react';
import { Navigate, Outlet, useLocation } from 'react-router-dom';
import { useLiveSession } from '@/stores/session';
import { rememberReturnPath } from '@/lib/auth/return-path';
import { watchTabOwner } from '@/lib/storage/tab-owner';
import { pruneStaleDrafts } from '@/lib/storage/shift-drafts';
import { storageFull, subscribeStorageFull } from '@/lib/storage/safe-storage';

// Shown only once storage turned out to be full (rarely): loaded then, not with every start.
// Should it fail to load, the portal goes on without the notice, never with an error instead.
const StorageNotice = lazy(() =>
  import('./storage-notice').then(
    (m) => ({ default: m.StorageNotice }),
    () => ({ default: () => null }),
  ),
);

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
  const full = useSyncExternalStore(subscribeStorageFull, storageFull, () => false);
  if (!session) {
    rememberReturnPath(`${location.pathname}${location.search}`);
    return <Navigate to="/login" replace />;
  }
  return (
    <>
      {full ? (
        <Suspense fallback={null}>
          <StorageNotice />
        </Suspense>
      ) : null}
      <Fragment key={session.userId}>
        <Outlet />
      </Fragment>
    </>
  );
}
