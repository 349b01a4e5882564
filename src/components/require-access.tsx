import { Outlet } from 'react-router-dom';
import type { ReactNode } from 'react';
import { useAccess, type AccessRequirement } from '@/lib/auth/use-access';
import { NoAccess } from './no-access';

/** Guards a route (or any part of a screen) with an access rule; a clear page when denied. */
export function RequireAccess({
  rule,
  children,
}: {
  rule: AccessRequirement;
  children?: ReactNode;
}) {
  const allowed = useAccess(rule);
  if (!allowed) return <NoAccess />;
  return children ?? <Outlet />;
}
