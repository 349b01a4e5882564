import { useStrings } from '@/lib/i18n';
import { formatTime } from '@/lib/time/stockholm';
import type { LiveState } from '../live/live-state';
import type { LiveChange } from '../live/use-live-signins';
import { incheckingStrings } from '../strings';

/**
 * The live channel's state, discreetly: live / reconnecting / offline since hh:mm; and what the
 * last live update changed, for screen readers (polite: read when the user pauses, focus stays).
 */
export function LiveStatus({ state, change }: { state: LiveState; change: LiveChange | null }) {
  const t = useStrings(incheckingStrings);
  const text =
    state.status === 'live'
      ? t.live
      : state.status === 'connecting'
        ? t.connecting
        : state.status === 'reconnecting'
          ? t.reconnecting
          : t.offlineSince(state.since ? formatTime(state.since) : '');
  return (
    <>
      <p className={`live-status live-${state.status}`} role="status">
        <span className="visually-hidden">{t.liveLabel}: </span>
        <span className="live-dot" aria-hidden="true" />
        {text}
      </p>
      <p className="visually-hidden" role="status" aria-live="polite">
        {change ? t.liveChanged(change.count, formatTime(change.at)) : ''}
      </p>
    </>
  );
}
