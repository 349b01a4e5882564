import { formatTime } from '@/lib/time';
import type { LiveState } from '../live/live-state';
import type { IncheckingStrings } from '../strings';

/** The live channel's state, discreetly: live / reconnecting / offline since hh:mm. */
export function LiveStatus({ state, t }: { state: LiveState; t: IncheckingStrings }) {
  const text =
    state.status === 'live'
      ? t.live
      : state.status === 'connecting'
        ? t.connecting
        : state.status === 'reconnecting'
          ? t.reconnecting
          : t.offlineSince(state.since ? formatTime(state.since) : '');
  return (
    <p className={`live-status live-${state.status}`} role="status">
      <span className="visually-hidden">{t.liveLabel}: </span>
      <span className="live-dot" aria-hidden="true" />
      {text}
    </p>
  );
}
