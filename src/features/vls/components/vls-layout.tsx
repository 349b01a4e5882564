import { Outlet } from 'react-router-dom';
import { useStrings } from '@/lib/i18n';
import { PageTabs } from '@/components/page-tabs';
import type { LayoutProps } from '@/lib/pages';
import type { VlsTab } from '../pages';
import { vlsStrings } from '../strings';
import '../vls.css';

/** The document views with their tab bar (from the page declaration; each tab shown by access). */
export function VlsLayout({ tabs }: LayoutProps<VlsTab>) {
  const t = useStrings(vlsStrings);
  return (
    <div className="vls">
      <PageTabs tabs={tabs} labels={t.tabs} label={t.nav} />
      <Outlet />
    </div>
  );
}
