import { Outlet } from 'react-router-dom';
import { useStrings } from '@/lib/i18n';
import { PageTabs } from '@/components/page-tabs';
import type { LayoutProps } from '@/lib/pages';
import type { WorkdayTab } from '../pages';
import { workdayStrings } from '../strings';
import './workday.css';

/** The two workday views with a tab bar between them (from the page declaration). */
export function WorkdayLayout({ tabs }: LayoutProps<WorkdayTab>) {
  const t = useStrings(workdayStrings);
  return (
    <div className="workday">
      <PageTabs tabs={tabs} labels={t} label={t.nav} />
      <Outlet />
    </div>
  );
}
