import { useEffect } from 'react';
import { Navigate } from 'react-router-dom';
import { getConfig } from '@/lib/config';
import { useStrings } from '@/lib/i18n';
import { useSettings } from '@/lib/settings';
import { clearReturnPath, rememberReturnPath } from '@/lib/auth/return-path';
import { meets } from '@/lib/auth/use-access';
import { useLiveSession, useSessionStore } from '@/stores/session';
import { useCurrentDistrict } from '@/stores/district';
import { Alert } from '@/components/alert';
import { NoAccess } from '@/components/no-access';
import { portalAccess } from '../portal-access';
import { redirectTarget } from './redirect-target';
import type { RedirectRoute } from './redirect-tools';
import { redirectStrings } from './redirect-strings';
import { useTabTitle } from '../shell/use-tab-title';

/** Hands the browser over to an external tool (spec 1 §2, redirect routes). */
export function RedirectPage({ route }: { route: RedirectRoute }) {
  const t = useStrings(redirectStrings);
  const session = useLiveSession();
  const district = useCurrentDistrict();
  const [settings] = useSettings();
  // Outside the shell: the tab title by path (Commando) on the way out and on the no-access page.
  useTabTitle();

  const betaToOld =
    route.tool === 'betamessage' &&
    !(
      settings.messageApp === 'beta' &&
      session &&
      meets(session.access, portalAccess.betaTester, district)
    );
  const allowed = !!session && (!route.access || meets(session.access, route.access, district));
  const target =
    session && allowed && !betaToOld
      ? // The events host goes by the user's own district, the token's default (spec 1 §2: 7-12
        // and 14): the current district is always one of the portal's districts (§9).
        redirectTarget(getConfig(), route.tool, window.location.hostname, session.defaultDistrictId)
      : null;

  useEffect(() => {
    // The cut-off, checked once more at the moment of handing over.
    if (!target || useSessionStore.getState().expireIfDue()) return;
    clearReturnPath();
    // Replaces the redirect route in the history: Back from the tool returns to the page before
    // it, instead of to this route, which would hand the browser to the tool again.
    window.location.replace(target);
  }, [target]);

  if (!session) {
    // Spec: without a valid token a redirect remembers the events route for after sign-in.
    rememberReturnPath('/events');
    return <Navigate to="/login" replace />;
  }
  if (betaToOld) return <Navigate to="/message" replace />;
  if (!allowed) return <NoAccess />;
  return (
    <section className="page message-page" aria-live="polite">
      {target ? (
        <p>
          {t.leaving} <a href={target}>{t.manual}</a>
        </p>
      ) : (
        <Alert>{t.notConfigured}</Alert>
      )}
    </section>
  );
}
