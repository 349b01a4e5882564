import { useId, useState } from 'react';
import { NavLink } from 'react-router-dom';
import { useStrings } from '@/lib/i18n';
import { useAccessChecker } from '@/lib/auth/use-access';
import { PORTAL_VIEWS } from '../front-page/tiles';
import { shellStrings } from '../strings';

/**
 * The in-portal views the user may open (by the same access declarations as the tiles), so that
 * check-in, reports and the rest are reachable without typing an address. A menu button keeps
 * the header short; Escape closes it and returns focus to the button.
 */
export function PortalNav() {
  const t = useStrings(shellStrings);
  const allowed = useAccessChecker();
  const listId = useId();
  const [open, setOpen] = useState(false);
  const views = PORTAL_VIEWS.filter((view) => view.access.every(allowed));
  return (
    <nav
      className="portal-nav"
      aria-label={t.portalNav}
      onKeyDown={(event) => {
        if (event.key !== 'Escape' || !open) return;
        setOpen(false);
        (event.currentTarget.querySelector('button') as HTMLButtonElement | null)?.focus();
      }}
    >
      <button
        type="button"
        className="link-button"
        aria-expanded={open}
        aria-controls={listId}
        onClick={() => setOpen((value) => !value)}
      >
        {t.menu}
      </button>
      <ul id={listId} hidden={!open}>
        {views.map((view) => (
          <li key={view.path}>
            <NavLink to={view.path} onClick={() => setOpen(false)}>
              {view.label}
            </NavLink>
          </li>
        ))}
      </ul>
    </nav>
  );
}
