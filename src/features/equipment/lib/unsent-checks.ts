import { readStored, removeStored, writeStored } from '@/lib/web-storage';
import type { CheckBody } from '../api/save-check';

/**
 * The new checks whose send had an unknown outcome (no answer, a gateway's 502/503/504): each may
 * be on the server. Kept in local storage per user, beyond the dialog's close, so that the same
 * check saved again (from a reopened dialog, another tab, after a reload) is looked for before it
 * is sent. A mark is the check's activity (host equipment relation) and event time (to the
 * minute) with the send's time; it goes when the check is saved or found, after 24 hours, and the
 * oldest go beyond MAX_MARKS.
 */
export const MARK_TTL_MS = 24 * 60 * 60_000;
export const MAX_MARKS = 50;

interface Mark {
  relationId: number;
  created: string;
  sentAt: number;
}

const keyOf = (userId: string) => `pp.equipment.unsent.${userId}`;
const same = (mark: Mark, body: CheckBody) =>
  mark.relationId === body.hostEquipmentRelationId && mark.created === body.created.slice(0, 16);

const isMark = (value: unknown): value is Mark => {
  const m = value as Partial<Mark> | null;
  return (
    typeof m === 'object' &&
    m !== null &&
    typeof m.relationId === 'number' &&
    typeof m.created === 'string' &&
    typeof m.sentAt === 'number' &&
    Number.isFinite(m.sentAt)
  );
};

/** The user's marks still in time (what is not a mark is dropped). */
function marksOf(userId: string, now: number): Mark[] {
  const stored = readStored('local', keyOf(userId), (raw) => (Array.isArray(raw) ? raw : null));
  return (stored ?? []).filter(isMark).filter((m) => now - m.sentAt < MARK_TTL_MS);
}

function store(userId: string, marks: Mark[]) {
  if (marks.length === 0) removeStored('local', keyOf(userId));
  else writeStored('local', keyOf(userId), marks.slice(-MAX_MARKS));
}

/** When a new check like `body` was last sent without a sure answer; undefined if it was not. */
export function unsentAt(body: CheckBody, now = Date.now()): number | undefined {
  if (body.id) return undefined;
  return marksOf(body.userId, now).find((m) => same(m, body))?.sentAt;
}

/** Keeps (a time) or forgets (undefined) that a send of the new check `body` may have made it. */
export function markUnsent(body: CheckBody, sentAt: number | undefined, now = Date.now()) {
  if (body.id) return;
  const others = marksOf(body.userId, now).filter((m) => !same(m, body));
  const mark = { relationId: body.hostEquipmentRelationId, created: body.created.slice(0, 16) };
  store(body.userId, sentAt === undefined ? others : [...others, { ...mark, sentAt }]);
}
