import { useCallback } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { request } from '@/lib/api/client';
import type { CustomDataEntry } from '../lib/custom-data';
import { withTimeout } from '../lib/send-timeout';
import { messageKeys } from './message-keys';

/** The body of POST msg /message/Group (spec 2 §7). */
export interface GroupSendBody {
  systemId: number;
  /** 1 for a new thread; the root's ID for an update in its thread. */
  parentID: number;
  subject: string;
  body: string;
  readReceipt: boolean;
  html: boolean;
  customData: CustomDataEntry[];
  /** Recipient group ids. */
  to: number[];
  validFrom: string;
  validTo: string;
}

/**
 * POST msg /message/Group, given up after the send time-out. The spec gives no shape for the
 * answer, so its body is not read; only a 200 means sent (spec 2 §7: any other status is an error).
 */
export function sendGroupMessage(body: GroupSendBody): Promise<void> {
  return withTimeout((signal) =>
    request<void>({
      host: 'msg',
      path: '/message/Group',
      method: 'POST',
      body,
      responseType: 'none',
      okStatus: 200,
      signal,
    }),
  );
}

/**
 * The cache consequence of a group send that arrived, to call both when it was sent now and when
 * an attempt whose answer never came is found to have arrived: the message is in the list, so
 * every list (and thread) is fetched again. The send itself runs through `useSendOnce` (exactly
 * once, with its pending mark in the draft), not through a mutation.
 */
export function useGroupMessageSent(): () => void {
  const queryClient = useQueryClient();
  return useCallback(() => {
    void queryClient.invalidateQueries({ queryKey: messageKeys.lists() });
  }, [queryClient]);
}
