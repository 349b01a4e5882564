import { Outlet } from 'react-router-dom';
import type { ReactNode } from 'react';
import { useAccess } from '@/lib/auth/use-access';
import type { AccessRule } from '@/lib/auth/access';
import { NoAccess } from './no-access';

/** Guards a route (or any part of a screen) with an access rule; a clear page when denied. */
export function RequireAccess({ rule, children }: { rule: AccessRule; children?: ReactNode }) {
  const allowed = useAccess(rule);
  if (!allowed) return <NoAccess />;
  return children ?? <Outlet />;
}
