import { addDaysToKey, toDateKey } from '@/lib/time/stockholm';
import type { Message } from '../api/schemas';
import { LIST_MIN_DAY } from './constants';
import { rootIdOf } from './threads';

/**
 * Which days' lists hold a whole thread. The msg host has no thread call (spec 2 §7): its one
 * list, msg/message/filter, lists for a day the threads whose validity reaches into it, with
 * their messages created by the end of that day. So the thread is first read from the day the
 * opened message was created; when its messages are valid into a later day, that day's list
 * (which holds the updates created since) is read too, up to today. An update may also come after
 * the thread ended, on a day its known messages do not reach (the list of that day, and of today
 * when it is still valid, shows it): so the later days are read too, newest first, until one
 * lists the thread, since that list holds every message created by the end of its day.
 */

const clamp = (day: string, today: string) =>
  day < LIST_MIN_DAY ? LIST_MIN_DAY : day > today ? today : day;

/** The day the opened message was created (or became valid): the first list to read. */
export function firstThreadDay(message: Message, today: string): string | null {
  const when = message.Created ?? message.ValidFrom;
  return when ? clamp(toDateKey(when), today) : null;
}

/**
 * The next day to read after `asked`, or null when the thread is complete: the last day any of
 * its messages is valid or was created (at most today), if that is later than `asked`.
 */
export function nextThreadDay(
  messages: readonly Message[],
  asked: string,
  today: string,
): string | null {
  let last = asked;
  for (const m of messages)
    for (const when of [m.ValidTo, m.Created]) {
      if (!when) continue;
      const day = clamp(toDateKey(when), today);
      if (day > last) last = day;
    }
  return last > asked ? last : null;
}

/**
 * The days after `last` (the last day read) up to today, newest first and at most `limit`: where
 * to look for updates created after the thread's known messages ended.
 */
export function laterThreadDays(last: string, today: string, limit: number): string[] {
  const days: string[] = [];
  for (let day = today; day > last && days.length < limit; day = addDaysToKey(day, -1))
    days.push(day);
  return days;
}

/** The messages of `rootId`'s thread among `found`, oldest first. */
export function threadMessages(found: Iterable<Message>, rootId: number): Message[] {
  return [...found]
    .filter((m) => rootIdOf(m) === rootId)
    .sort((a, b) => (a.Created?.getTime() ?? 0) - (b.Created?.getTime() ?? 0) || a.ID - b.ID);
}
