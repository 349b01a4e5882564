import { useMutation } from '@tanstack/react-query';
import { request } from '@/lib/api/client';
import { sendExactlyOnce, type SendGuard } from '../lib/send-exactly-once';
import { useSendSettled } from './use-send-settled';

/** The body of POST msg /message/Internal (spec 2 §7). */
export interface InternalSendBody {
  systemId: number;
  subject: string;
  body: string;
  /** User ids. */
  to: string[];
}

/**
 * POST msg /message/Internal: a message to users, given up after the client's time-out for
 * changes. The answer is not read (its shape is not given); only a 200 means sent (spec 2 §7).
 */
export function sendInternalMessage(body: InternalSendBody): Promise<void> {
  return request<void>({
    host: 'msg',
    path: '/message/Internal',
    method: 'POST',
    body,
    responseType: 'none',
    okStatus: 200,
  });
}

/** Sends a message to users exactly once under `guard`; then the message lists are refetched. */
export function useSendInternalMessage(guard: SendGuard<InternalSendBody>) {
  const onSettled = useSendSettled();
  return useMutation({
    mutationFn: (body: InternalSendBody) => sendExactlyOnce(body, sendInternalMessage, guard),
    onSettled,
    retry: false,
  });
}
