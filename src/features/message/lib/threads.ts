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

const ms = (d: Date | null) => d?.getTime() ?? null;

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
    const root = list.find((m) => m.ID === id);
    if (!root) continue;
    const updates = list
      .filter((m) => m !== root)
      .sort((a, b) => (ms(a.Created) ?? 0) - (ms(b.Created) ?? 0) || a.ID - b.ID);
    let from: number | null = null;
    let to: number | null = null;
    for (const m of list) {
      const f = ms(m.ValidFrom);
      const t = ms(m.ValidTo);
      if (f !== null && (from === null || f < from)) from = f;
      if (t !== null && (to === null || t > to)) to = t;
    }
    threads.push({
      id,
      root,
      updates,
      latest: updates.at(-1) ?? root,
      subject: root.Subject,
      number: root.Number,
      validFrom: from === null ? null : new Date(from),
      validTo: to === null ? null : new Date(to),
      districtIds: [...new Set([root, ...updates].map((m) => m.DistrictID))],
      groupIds: [...new Set([root, ...updates].flatMap((m) => m.To))],
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
