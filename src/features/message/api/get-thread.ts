import { queryOptions } from '@tanstack/react-query';
import { toDateKey } from '@/lib/time';
import { firstThreadDay, nextThreadDay, threadMessages } from '../lib/thread-days';
import { rootIdOf } from '../lib/threads';
import { getMessages } from './get-messages';
import { messageKeys } from './message-keys';
import type { Message } from './schemas';

/** At most this many day lists for one thread (each step moves at least a day forward). */
const MAX_DAYS = 10;

/**
 * The whole thread of `message` (no thread call exists: see lib/thread-days), read from
 * msg/message/filter day by day: the day it was created, then the last day its thread is valid.
 */
export async function getThread(message: Message, signal?: AbortSignal): Promise<Message[]> {
  const rootId = rootIdOf(message);
  const today = toDateKey();
  const found = new Map<number, Message>([[message.ID, message]]);
  let day = firstThreadDay(message, today);
  for (let i = 0; day !== null && i < MAX_DAYS; i++) {
    const list = await getMessages(
      { day, showInactive: true, districts: [message.DistrictID] },
      signal,
    );
    for (const m of list) if (rootIdOf(m) === rootId) found.set(m.ID, m);
    day = nextThreadDay([...found.values()], day, today);
  }
  return threadMessages(found.values(), rootId);
}

export const threadQuery = (message: Message) =>
  // The message is the one of this id (its detail call): the id names the thread's reading.
  // eslint-disable-next-line @tanstack/query/exhaustive-deps
  queryOptions({
    queryKey: messageKeys.thread(message.ID),
    queryFn: ({ signal }) => getThread(message, signal),
  });
