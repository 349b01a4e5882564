import { NavLink, Outlet } from 'react-router-dom';
import { useStrings } from '@/lib/i18n';
import { useAccessChecker } from '@/lib/auth/use-access';
import { vlsAccess } from '../access';
import { vlsStrings } from '../strings';
import '../vls.css';

/** The document views with their tab bar (each tab shown by access). */
export function VlsLayout() {
  const t = useStrings(vlsStrings);
  const can = useAccessChecker();
  const tabs = [
    { to: '/vls/mydocs', label: t.tabs.mine, rule: vlsAccess.toRead },
    { to: '/vls/viewAllDocuments', label: t.tabs.all, rule: vlsAccess.readAll },
    { to: '/vls/followupReadingRecipt', label: t.tabs.followup, rule: vlsAccess.followup },
    { to: '/vls/files', label: t.tabs.upload, rule: vlsAccess.upload },
  ].filter((tab) => can(tab.rule));
  return (
    <div className="vls">
      <nav className="page-tabs" aria-label={t.nav}>
        {tabs.map((tab) => (
          <NavLink key={tab.to} to={tab.to}>
            {tab.label}
          </NavLink>
        ))}
      </nav>
      <Outlet />
    </div>
  );
}
