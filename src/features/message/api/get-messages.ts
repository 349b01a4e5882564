import { queryOptions } from '@tanstack/react-query';
import { request } from '@/lib/api/client';
import { messagesReader } from './read-messages';
import type { Message } from './schemas';
import { messageKeys, type ListFilter } from './message-keys';

/**
 * GET msg /message/filter?filter={"showinactive":true,"date":"2026-03-04T12:00:00","districts":[4]}
 * — the messages of the threads of the day (the day fixed to noon, Stockholm time).
 */
export function getMessages(
  filter: ListFilter,
  signal?: AbortSignal,
  /** When a send waits for the list (it must end as the send would). */
  timeoutMs?: number,
): Promise<Message[]> {
  return request({
    host: 'msg',
    path: '/message/filter',
    query: {
      filter: JSON.stringify({
        showinactive: filter.showInactive,
        date: `${filter.day}T12:00:00`,
        districts: filter.districts,
      }),
    },
    // 2,000 threads: read by hand (zod took ~300 ms of a thin client's first render).
    schema: messagesReader,
    signal,
    timeoutMs,
  });
}

export const messagesQuery = (filter: ListFilter) =>
  queryOptions({
    queryKey: messageKeys.list(filter),
    queryFn: ({ signal }) => getMessages(filter, signal),
    enabled: filter.districts.length > 0,
  });
