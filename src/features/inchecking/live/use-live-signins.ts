import { useEffect, useMemo, useState, useSyncExternalStore } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import type { LiveChannel } from './live-channel';
import { signinChannel, type LiveState } from './live-state';
import { SigninSync } from './signin-sync';
import { afterNextPaint } from '@/lib/after-paint';
import { useSession } from '@/stores/session';

const CONNECTING: LiveState = { status: 'connecting', since: null };
/** Only while the channel is down for good: a calm catch-up instead of live pushes. */
const OFFLINE_CATCH_UP_MS = 60_000;
/** When the hub client's chunk could not be loaded (offline, or a new deploy): again after this. */
const LOAD_RETRY_MS = 15_000;

/** The last live change of the list: how many rows, and when. */
export interface LiveChange {
  count: number;
  at: number;
}

/**
 * Keeps the district's list of the day live through the flow hub; returns the channel's state
 * and the last change it brought (announced politely by the page).
 * `hasData` tells when the list has loaded (events that came earlier are applied then);
 * `listSettled` when its first answer (data or error) is in: only then is the hub client
 * (SignalR, a chunk of its own) loaded and connected, so that it does not delay the list's
 * first paint. Whatever was pushed before the channel joined comes by the catch-up on joining.
 */
export function useLiveSignins(
  districtId: number | null,
  dateKey: string,
  /** Whether the list takes in the next day's first duties (from 20:00). */
  nextDay: boolean,
  hasData: boolean,
  listSettled: boolean,
): { state: LiveState; change: LiveChange | null } {
  const queryClient = useQueryClient();
  const [change, setChange] = useState<LiveChange | null>(null);
  const [sync] = useState(
    () => new SigninSync(queryClient, (count) => setChange({ count, at: Date.now() })),
  );
  const { live, failedAt } = useHubChannel(listSettled, sync);

  useEffect(() => {
    sync.activate();
    return () => sync.dispose();
  }, [sync]);

  // A change of user (another tab signed someone else in) connects anew: the hub then has the
  // new user's token (read afresh on every connection), not the one the channel opened with.
  const userId = useSession()?.userId;
  useEffect(() => {
    if (!live) return;
    live.start();
    return () => void live.dispose();
  }, [live, userId]);

  useEffect(() => {
    sync.setTarget(districtId, dateKey, nextDay);
  }, [sync, districtId, dateKey, nextDay]);

  useEffect(() => {
    void live?.setChannel(districtId == null ? null : signinChannel(districtId));
  }, [live, districtId]);

  useEffect(() => {
    if (hasData) sync.flush();
  }, [sync, hasData, districtId, dateKey, nextDay]);

  const channelState = useSyncExternalStore(
    live?.subscribe ?? noSubscription,
    live?.getState ?? connecting,
    connecting,
  );
  const failed = useMemo<LiveState>(() => ({ status: 'offline', since: failedAt }), [failedAt]);
  const shown = live || failedAt === 0 ? channelState : failed;

  useEffect(() => {
    if (shown.status !== 'offline') return;
    const timer = setInterval(() => void sync.catchUp(), OFFLINE_CATCH_UP_MS);
    return () => clearInterval(timer);
  }, [sync, shown.status]);

  return { state: shown, change };
}

/**
 * The hub channel, once `wanted` (it stays once loaded). `failedAt` is when loading its chunk
 * last failed (0: not failed); it is tried again after LOAD_RETRY_MS (a browser may keep the
 * failure until the page is reloaded; meanwhile the page shows offline and catches up calmly).
 */
function useHubChannel(wanted: boolean, sync: SigninSync) {
  const [live, setLive] = useState<LiveChannel | null>(null);
  const [failedAt, setFailedAt] = useState(0);
  const [attempt, setAttempt] = useState(0);
  const [wantedOnce, setWantedOnce] = useState(wanted);
  if (wanted && !wantedOnce) setWantedOnce(true);

  useEffect(() => {
    if (!wantedOnce || live) return;
    let cancelled = false;
    let retry: ReturnType<typeof setTimeout> | undefined;
    // After the list's first paint: React runs this effect before the paint when the list's
    // answer renders at once, and loading the chunk (its preload links) would hold the paint up.
    const cancelLoad = afterNextPaint(() => {
      import('./live-channel').then(
        ({ LiveChannel }) => {
          if (cancelled) return;
          setFailedAt(0);
          setLive(
            new LiveChannel({ onEvent: sync.applyEvent, onJoined: () => void sync.catchUp() }),
          );
        },
        () => {
          if (cancelled) return;
          setFailedAt((previous) => previous || Date.now());
          retry = setTimeout(() => setAttempt((n) => n + 1), LOAD_RETRY_MS);
        },
      );
    });
    return () => {
      cancelled = true;
      cancelLoad();
      clearTimeout(retry);
    };
  }, [wantedOnce, live, sync, attempt]);

  return { live, failedAt };
}

const connecting = () => CONNECTING;
const noSubscription = () => () => undefined;
