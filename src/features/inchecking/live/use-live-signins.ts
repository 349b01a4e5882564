import { useEffect, useState, useSyncExternalStore } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { LiveChannel, signinChannel, type LiveState } from './live-channel';
import { SigninSync } from './signin-sync';

const CONNECTING: LiveState = { status: 'connecting', since: null };
/** Only while the channel is down for good: a calm catch-up instead of live pushes. */
const OFFLINE_CATCH_UP_MS = 60_000;

/** The last live change of the list: how many rows, and when (announced politely). */
export interface LiveChange {
  count: number;
  at: number;
}

/**
 * Keeps the district's list of the day live through the flow hub; returns the channel's state
 * and the last change it brought. `hasData` tells when the list has loaded (events that came
 * earlier are applied then).
 */
export function useLiveSignins(
  districtId: number | null,
  dateKey: string,
  hasData: boolean,
): { state: LiveState; change: LiveChange | null } {
  const queryClient = useQueryClient();
  const [change, setChange] = useState<LiveChange | null>(null);
  const [sync] = useState(
    () => new SigninSync(queryClient, (count) => setChange({ count, at: Date.now() })),
  );
  const [live] = useState(
    () => new LiveChannel({ onEvent: sync.applyEvent, onJoined: () => void sync.catchUp() }),
  );

  useEffect(() => {
    sync.activate();
    live.start();
    return () => {
      void live.dispose();
      sync.dispose();
    };
  }, [sync, live]);

  useEffect(() => {
    sync.setTarget(districtId, dateKey);
  }, [sync, districtId, dateKey]);

  useEffect(() => {
    void live.setChannel(districtId == null ? null : signinChannel(districtId));
  }, [live, districtId]);

  useEffect(() => {
    if (hasData) sync.flush();
  }, [sync, hasData, districtId, dateKey]);

  const state = useSyncExternalStore(live.subscribe, live.getState, connecting);

  useEffect(() => {
    if (state.status !== 'offline') return;
    const timer = setInterval(() => void sync.catchUp(), OFFLINE_CATCH_UP_MS);
    return () => clearInterval(timer);
  }, [sync, state.status]);

  return { state, change };
}

const connecting = () => CONNECTING;
