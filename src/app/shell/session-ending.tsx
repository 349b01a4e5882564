import { useEffect, useState } from 'react';
import { getConfig } from '@/lib/config';
import { useStrings } from '@/lib/i18n';
import { tokenCutoff } from '@/lib/auth/token';
import { stockholmHourMinute } from '@/lib/time/stockholm-clock';
import { useSession } from '@/stores/session';
import { SESSION_CHECK_INTERVAL_MS } from '../auth/session-root';
import { shellStrings } from '../strings';

/** "1 h 05 min", "45 min": the time left, rounded up to the minute. */
export function formatTimeLeft(ms: number): string {
  const minutes = Math.max(1, Math.ceil(ms / 60_000));
  const h = Math.floor(minutes / 60);
  const m = minutes % 60;
  return h > 0 ? `${h} h ${String(m).padStart(2, '0')} min` : `${m} min`;
}

/**
 * The configured token-expiry warning (spec 1 §9: 120 minutes before the session ends). A quiet
 * banner, never a dialog: a dispatcher's work goes on. "Logga in igen" opens the login view in a
 * new tab; the new sign-in reaches this tab through local storage, so the page stays as it is.
 * The region is always there, so screen readers announce the warning once when it appears; the
 * minutes counting down are not announced again.
 */
export function SessionEnding() {
  const t = useStrings(shellStrings);
  const session = useSession();
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    const timer = setInterval(() => setNow(Date.now()), SESSION_CHECK_INTERVAL_MS);
    return () => clearInterval(timer);
  }, []);
  const cutoff = session ? tokenCutoff(session) : 0;
  const left = cutoff - now;
  const warnMs = getConfig().tokenExpiryWarningMinutes * 60_000;
  const warning = session !== null && left > 0 && left <= warnMs;
  return (
    <div className="session-ending" role="status">
      {warning ? (
        <p>
          <span aria-live="off">
            {t.sessionEnds(formatTimeLeft(left), stockholmHourMinute(cutoff))}
          </span>{' '}
          <a href="#/refreshToken" target="_blank" rel="noopener">
            {t.signInAgain}
          </a>{' '}
          <span className="muted">{t.signInAgainHint}</span>
        </p>
      ) : null}
    </div>
  );
}
