import type { Message, RecipientGroup } from '../api/schemas';
import { ROOT_PARENT_ID, channelOf, type Channel } from './constants';

/**
 * Messages grouped into threads (spec 2 §3, §4): a root (ParentID 1) and its updates
 * (ParentID = the root's ID). A thread's validity spans all its messages.
 */
export interface Thread {
  id: number;
  root: Message;
  /** Updates, oldest first. */
  updates: Message[];
  /** The newest message (the root when there are no updates). */
  latest: Message;
  subject: string;
  number: number;
  validFrom: Date | null;
  validTo: Date | null;
  districtIds: number[];
  groupIds: number[];
}

export const rootIdOf = (m: Pick<Message, 'ID' | 'ParentID'>) =>
  m.ParentID > ROOT_PARENT_ID ? m.ParentID : m.ID;

/** Adds the values of `values` not yet in `into` (a thread has a handful: no Set needed). */
function addNew(into: number[], values: readonly number[]): void {
  for (const v of values) if (!into.includes(v)) into.push(v);
}

/**
 * Threads in the order of their roots in the list. Written as plain loops: a day of 2,000
 * threads is built on every answer, within a thin client's first-render budget.
 */
export function buildThreads(messages: readonly Message[]): Thread[] {
  const byRoot = new Map<number, Message[]>();
  for (const m of messages) {
    const root = rootIdOf(m);
    const list = byRoot.get(root);
    if (list) list.push(m);
    else byRoot.set(root, [m]);
  }
  const threads: Thread[] = [];
  for (const [id, list] of byRoot) {
    let root: Message | undefined;
    const updates: Message[] = [];
    for (const m of list) {
      if (m.ID === id && root === undefined) root = m;
      else updates.push(m);
    }
    if (!root) continue;
    if (updates.length > 1)
      updates.sort(
        (a, b) => (a.Created?.getTime() ?? 0) - (b.Created?.getTime() ?? 0) || a.ID - b.ID,
      );
    // The earliest start and the latest end of the thread's messages (the Date objects read); a
    // message without an end (null date) leaves the thread without one.
    let validFrom = root.ValidFrom;
    let validTo = root.ValidTo;
    let openEnded = root.ValidTo === null;
    const districtIds = [root.DistrictID];
    const groupIds: number[] = [];
    addNew(groupIds, root.To);
    for (const m of updates) {
      if (m.ValidFrom && (!validFrom || m.ValidFrom.getTime() < validFrom.getTime()))
        validFrom = m.ValidFrom;
      if (m.ValidTo === null) openEnded = true;
      else if (!validTo || m.ValidTo.getTime() > validTo.getTime()) validTo = m.ValidTo;
      if (!districtIds.includes(m.DistrictID)) districtIds.push(m.DistrictID);
      addNew(groupIds, m.To);
    }
    threads.push({
      id,
      root,
      updates,
      latest: updates.at(-1) ?? root,
      subject: root.Subject,
      number: root.Number,
      validFrom,
      validTo: openEnded ? null : validTo,
      districtIds,
      groupIds,
    });
  }
  return threads;
}

/** The channels of a set of groups (1 e-mail, 2 app, 3 SMS). */
export function channelsOf(
  groupIds: readonly number[],
  groups: ReadonlyMap<number, RecipientGroup>,
): Set<Channel> {
  const channels = new Set<Channel>();
  for (const id of groupIds)
    for (const type of groups.get(id)?.RecipientTypes ?? []) {
      const channel = channelOf(type);
      if (channel) channels.add(channel);
    }
  return channels;
}

export type ThreadSortKey = 'validFrom' | 'validTo' | 'subject' | 'number' | 'updates';

export function threadSortValue(thread: Thread, key: ThreadSortKey): unknown {
  switch (key) {
    case 'validFrom':
      return thread.validFrom;
    case 'validTo':
      return thread.validTo;
    case 'subject':
      return thread.subject;
    case 'number':
      return thread.number;
    case 'updates':
      return thread.updates.length;
  }
}
