import { NavLink, Outlet } from 'react-router-dom';
import { useStrings } from '@/lib/i18n';
import { workdayStrings } from '../strings';
import './workday.css';

/** The two workday views with a tab bar between them (both need ROSTER_OWN). */
export function WorkdayLayout() {
  const t = useStrings(workdayStrings);
  return (
    <div className="workday">
      <nav className="page-tabs" aria-label={t.nav}>
        <NavLink to="/workday/calendar">{t.calendarTitle}</NavLink>
        <NavLink to="/workday/positionlist">{t.positionsTitle}</NavLink>
      </nav>
      <Outlet />
    </div>
  );
}
