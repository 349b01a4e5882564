import { NavLink } from 'react-router-dom';
import { useAccessChecker } from '@/lib/auth/use-access';
import type { PageTab } from '@/lib/pages';

/**
 * A feature's tab bar, from its page declaration (`tabsOf`, handed to the layout): one link per
 * page with a tab, in declaration order, shown when the user may open that page.
 */
export function PageTabs<Tab extends string>({
  tabs,
  labels,
  label,
}: {
  tabs: readonly PageTab<Tab>[];
  /** The tabs' labels by tab key (from the feature's strings). */
  labels: Readonly<Record<Tab, string>>;
  /** The tab bar's accessible name. */
  label: string;
}) {
  const can = useAccessChecker();
  return (
    <nav className="page-tabs" aria-label={label}>
      {tabs
        .filter((tab) => tab.access.every(can))
        .map((tab) => (
          <NavLink key={tab.to} to={tab.to}>
            {labels[tab.tab]}
          </NavLink>
        ))}
    </nav>
  );
}
