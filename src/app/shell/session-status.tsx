import { useEffect, useState } from 'react';
import { useStrings } from '@/lib/i18n';
import { sessionStatus, tokenCutoff, type SessionStatus as Status } from '@/lib/auth/token';
import { useFormatNamed } from '@/lib/time/format';
import { stockholmClock } from '@/lib/time/stockholm-clock';
import { useSessionStore } from '@/stores/session';
import { shellStrings } from '../strings';

/** Status re-evaluated every 10 s; clock every 1 s (spec constants). */
export const STATUS_INTERVAL_MS = 10_000;
export const CLOCK_INTERVAL_MS = 1_000;

const ICONS: Record<Status, string> = { ok: '●', warning: '▲', expired: '✖' };

/** The session-status clock icon in the header. */
export function SessionStatus() {
  const t = useStrings(shellStrings);
  const formatNamed = useFormatNamed();
  const session = useSessionStore((s) => s.session);
  const [clock, setClock] = useState(() => Date.now());
  const [status, setStatus] = useState<Status>(() =>
    session ? sessionStatus(session, Date.now()) : 'expired',
  );

  useEffect(() => {
    const timer = setInterval(() => setClock(Date.now()), CLOCK_INTERVAL_MS);
    return () => clearInterval(timer);
  }, []);

  useEffect(() => {
    if (!session) return;
    // The icon reports; the session root ends the session at the cut-off (same 10-s rhythm).
    const check = () => setStatus(sessionStatus(session, Date.now()));
    check();
    const timer = setInterval(check, STATUS_INTERVAL_MS);
    return () => clearInterval(timer);
  }, [session]);

  if (!session) return null;
  const label =
    status === 'ok' ? t.sessionOk : status === 'warning' ? t.sessionWarning : t.sessionExpired;
  // The time the portal ends the session (the cut-off), for everyone: tooltip and screen readers.
  const until = t.sessionLeft(formatNamed(tokenCutoff(session), 'dayMonthTime'));
  return (
    <span className={`session-status session-${status}`} title={`${label}. ${until}`}>
      <span aria-hidden="true">{ICONS[status]}</span>
      <span className="visually-hidden">{`${label}. ${until}.`}</span>
      <time dateTime={new Date(clock).toISOString()} className="clock">
        {stockholmClock(clock)}
      </time>
    </span>
  );
}
