import { useEffect, useState } from 'react';
import { useStrings } from '@/lib/i18n';
import { sessionStatus, type SessionStatus as Status } from '@/lib/auth/token';
import { formatStockholm } from '@/lib/time';
import { useSessionStore } from '@/stores/session';
import { shellStrings } from '../strings';

/** Status re-evaluated every 10 s; clock every 1 s (spec constants). */
export const STATUS_INTERVAL_MS = 10_000;
export const CLOCK_INTERVAL_MS = 1_000;

const ICONS: Record<Status, string> = { ok: '●', warning: '▲', expired: '✖' };

/** The session-status clock icon in the header. */
export function SessionStatus() {
  const t = useStrings(shellStrings);
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
    // The icon only reports; the next call past the cut-off leads to sign-in (api client).
    const check = () => setStatus(sessionStatus(session, Date.now()));
    check();
    const timer = setInterval(check, STATUS_INTERVAL_MS);
    return () => clearInterval(timer);
  }, [session]);

  if (!session) return null;
  const label =
    status === 'ok' ? t.sessionOk : status === 'warning' ? t.sessionWarning : t.sessionExpired;
  return (
    <span
      className={`session-status session-${status}`}
      title={`${label}. ${t.sessionLeft(formatStockholm(session.expires, 'd MMM HH:mm'))}`}
    >
      <span aria-hidden="true">{ICONS[status]}</span>
      <span className="visually-hidden">{label}</span>
      <time dateTime={new Date(clock).toISOString()} className="clock">
        {formatStockholm(clock, 'HH:mm:ss')}
      </time>
    </span>
  );
}
