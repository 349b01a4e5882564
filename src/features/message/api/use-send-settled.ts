import { useCallback } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { mayHaveArrived } from '../lib/send-exactly-once';
import { messageKeys } from './message-keys';

/**
 * The cache effect of a send, shared by both sends: once a message was sent, found, or may have
 * arrived, every message list (and thread, keyed under the lists) is fetched again.
 */
export function useSendSettled() {
  const queryClient = useQueryClient();
  return useCallback(
    (_data: unknown, error: unknown) => {
      if (error && !mayHaveArrived(error)) return;
      void queryClient.invalidateQueries({ queryKey: messageKeys.lists() });
    },
    [queryClient],
  );
}
