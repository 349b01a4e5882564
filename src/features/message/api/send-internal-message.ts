import { useMutation } from '@tanstack/react-query';
import { request } from '@/lib/api/client';
import { withTimeout } from '../lib/send-timeout';

/** The body of POST msg /message/Internal (spec 2 §7), plus the draft's client key. */
export interface InternalSendBody {
  systemId: number;
  subject: string;
  body: string;
  /** User ids. */
  to: string[];
  clientKey: string;
}

/** POST msg /message/Internal: a message to users, given up after the send time-out. */
export function sendInternalMessage(body: InternalSendBody): Promise<unknown> {
  return withTimeout((signal) =>
    request({ host: 'msg', path: '/message/Internal', method: 'POST', body, signal }),
  );
}

export function useSendInternalMessage() {
  return useMutation({ mutationFn: sendInternalMessage, retry: false });
}
