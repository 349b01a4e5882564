import { useMutation } from '@tanstack/react-query';
import { request } from '@/lib/api/client';
import type { CustomDataEntry } from '../lib/custom-data';
import { sendExactlyOnce, type SendGuard } from '../lib/send-exactly-once';
import { useSendSettled } from './use-send-settled';

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
 * POST msg /message/Group, given up after the client's time-out for changes. The spec gives no
 * shape for the answer, so its body is not read; only a 200 means sent (spec 2 §7: any other
 * status is an error).
 */
export function sendGroupMessage(body: GroupSendBody): Promise<void> {
  return request<void>({
    host: 'msg',
    path: '/message/Group',
    method: 'POST',
    body,
    responseType: 'none',
    okStatus: 200,
  });
}

/**
 * Sends a group message exactly once under `guard` (the draft's lock and pending mark, and the
 * look in the list after an unknown outcome). When it was sent, found, or may have arrived, the
 * message lists (threads included) are fetched again.
 */
export function useSendGroupMessage(guard: SendGuard<GroupSendBody>) {
  const onSettled = useSendSettled();
  return useMutation({
    mutationFn: (body: GroupSendBody) => sendExactlyOnce(body, sendGroupMessage, guard),
    onSettled,
    retry: false,
  });
}
