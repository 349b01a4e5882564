import type { RouteObject } from 'react-router-dom';
import type { AccessRequirement } from '@/lib/auth/use-access';
import { RequireAccess } from './require-access';

type Page = () => React.JSX.Element;

const loading = <p className="state state-loading" role="status" aria-busy="true" />;

/**
 * A page loaded with its route (its code is not in the first bundle) behind its access rule:
 * the one way a feature declares a guarded page. Spread it into a route object.
 */
export function guardedPage(
  rule: AccessRequirement,
  load: () => Promise<Page>,
): Pick<RouteObject, 'lazy' | 'hydrateFallbackElement'> {
  return {
    hydrateFallbackElement: loading,
    lazy: async () => {
      const Page = await load();
      return {
        element: (
          <RequireAccess rule={rule}>
            <Page />
          </RequireAccess>
        ),
      };
    },
  };
}
