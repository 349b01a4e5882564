import { queryOptions } from '@tanstack/react-query';
import { request } from '@/lib/api/client';
import { messageSchema, type Message } from './schemas';
import { messageKeys } from './message-keys';

/** GET msg /message/{id}. */
export function getMessage(id: number, signal?: AbortSignal): Promise<Message> {
  return request({ host: 'msg', path: `/message/${id}`, schema: messageSchema, signal });
}

export const messageQuery = (id: number) =>
  queryOptions({
    queryKey: messageKeys.detail(id),
    queryFn: ({ signal }) => getMessage(id, signal),
    enabled: Number.isInteger(id) && id > 0,
  });
