import { Suspense, useEffect } from 'react';
import { clearReturnPath } from '@/lib/auth/return-path';
import { Link, Outlet } from 'react-router-dom';
import { useStrings } from '@/lib/i18n';
import { commonStrings } from '@/components/strings';
import { usePageHints } from '@/components/page-routes';
import { useSession } from '@/stores/session';
import { shellStrings } from '../strings';
import { useTabTitle } from './use-tab-title';
import { DistrictPicker } from './district-picker';
import { SessionStatus } from './session-status';
import { LaterSessionEnding, LaterToasts } from './shell-later';
import { PortalNav } from './portal-nav';
import { LogoutButton } from './logout-button';
import { MockPanel } from './mock-panel';

const MOCK = import.meta.env.VITE_MOCK === 'dev' || import.meta.env.VITE_MOCK === 'worker';

/** The frame around every signed-in view: header, main content, notices. */
export function Shell() {
  const t = useStrings(shellStrings);
  const common = useStrings(commonStrings);
  const session = useSession();
  const { wide } = usePageHints();
  useTabTitle();
  useEffect(clearReturnPath, []);
  return (
    <div className="shell">
      <a
        className="skip-link"
        href="#main"
        onClick={(e) => {
          e.preventDefault();
          document.getElementById('main')?.focus();
        }}
      >
        {t.skipToContent}
      </a>
      <header className="shell-header">
        <Link to="/" className="brand">
          {t.productName}
        </Link>
        <PortalNav />
        <div className="shell-tools">
          <DistrictPicker />
          <SessionStatus />
          <span className="user-name">{session?.name || session?.userName}</span>
          <Link to="/me">{t.settings}</Link>
          <LogoutButton />
        </div>
      </header>
      <Suspense fallback={null}>
        <LaterSessionEnding />
      </Suspense>
      <main id="main" tabIndex={-1} className={wide ? 'wide' : undefined}>
        <Suspense fallback={<p className="state state-loading">{common.loading}</p>}>
          <Outlet />
        </Suspense>
      </main>
      <LaterToasts closeLabel={common.close} />
      {MOCK ? <MockPanel /> : null}
    </div>
  );
}
