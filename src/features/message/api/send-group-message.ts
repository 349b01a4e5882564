import { useMutation, useQueryClient } from '@tanstack/react-query';
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

/** Sends to groups; a sent message is in the list, so every list is fetched again. */
export function useSendGroupMessage() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: sendGroupMessage,
    retry: false,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: messageKeys.lists() }),
  });
}
