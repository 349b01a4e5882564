import { queryOptions } from '@tanstack/react-query';
import { toDateKey } from '@/lib/time/stockholm';
import { firstThreadDay, laterThreadDays, nextThreadDay, threadMessages } from '../lib/thread-days';
import { rootIdOf } from '../lib/threads';
import { getMessages } from './get-messages';
import { messageKeys } from './message-keys';
import type { Message } from './schemas';

/** At most this many day lists for one thread (each step moves at least a day forward). */
const MAX_DAYS = 10;

/**
 * The whole thread of `message` (no thread call exists: see lib/thread-days), read from
 * msg/message/filter day by day: the day it was created, then the last day its thread is valid,
 * then today's list and, if that does not hold the thread, the days between (at once).
 */
export async function getThread(message: Message, signal?: AbortSignal): Promise<Message[]> {
  const rootId = rootIdOf(message);
  const today = toDateKey();
  const found = new Map<number, Message>([[message.ID, message]]);
  /** Keeps the thread's messages of the day's list; true when it lists the thread. */
  const read = async (day: string) => {
    const list = await getMessages(
      { day, showInactive: true, districts: [message.DistrictID] },
      signal,
    );
    const ours = list.filter((m) => rootIdOf(m) === rootId);
    for (const m of ours) found.set(m.ID, m);
    return ours.length > 0;
  };
  let reads = 0;
  let last: string | null = null;
  for (let day = firstThreadDay(message, today); day !== null && reads < MAX_DAYS; reads++) {
    await read(day);
    last = day;
    day = nextThreadDay([...found.values()], day, today);
  }
  // Updates sent after the known messages ended are on no day read yet (the list the user came
  // from, today's, may show them): the newest later list that holds the thread holds them all.
  // Today's first (where an update usually is); if it has none, the days between at once, not
  // one after another (an old thread without later updates reads them all either way).
  const later = last === null ? [] : laterThreadDays(last, today, MAX_DAYS - reads);
  if (later.length > 0 && !(await read(later[0]!))) await Promise.all(later.slice(1).map(read));
  return threadMessages(found.values(), rootId);
}

export const threadQuery = (message: Message) =>
  // The message is the one of this id (its detail call): the id names the thread's reading.
  // eslint-disable-next-line @tanstack/query/exhaustive-deps
  queryOptions({
    queryKey: messageKeys.thread(message.ID),
    queryFn: ({ signal }) => getThread(message, signal),
  });
