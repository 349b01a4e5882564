import { useMutation } from '@tanstack/react-query';
import { request } from '@/lib/api/client';
import { withTimeout } from '../lib/send-timeout';

/** The body of POST msg /message/Internal (spec 2 §7). */
export interface InternalSendBody {
  systemId: number;
  subject: string;
  body: string;
  /** User ids. */
  to: string[];
}

/**
 * POST msg /message/Internal: a message to users, given up after the send time-out. The answer
 * is not read (its shape is not given); only a 200 means sent (spec 2 §7).
 */
export function sendInternalMessage(body: InternalSendBody): Promise<void> {
  return withTimeout((signal) =>
    request<void>({
      host: 'msg',
      path: '/message/Internal',
      method: 'POST',
      body,
      responseType: 'none',
      okStatus: 200,
      signal,
    }),
  );
}

export function useSendInternalMessage() {
  return useMutation({ mutationFn: sendInternalMessage, retry: false });
}
