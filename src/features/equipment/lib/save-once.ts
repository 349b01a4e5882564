import { outcomeUnknown } from '@/lib/api/api-error';
import type { EquipmentCheck } from '../api/schemas';
import type { CheckBody } from '../api/save-check';

/** What saving one check needs from outside: the calls, and where to keep the send's time. */
export interface SaveOnceDeps {
  /** POST (new) or PUT (existing); the check when the answer's body gave it. */
  save: (body: CheckBody) => Promise<EquipmentCheck | undefined>;
  /** The check an earlier send of `body` at `sentAt` created, if the server has it. */
  find: (body: CheckBody, sentAt: number) => Promise<EquipmentCheck | null>;
  /** Keeps (a time) or forgets (undefined) that a send may have created the check. */
  setSentAt: (sentAt: number | undefined) => void;
  now?: () => number;
}

/**
 * Saves one check so that a new one is never created twice. An update (PUT, id in the body)
 * may be sent again as it is. A new check whose earlier send had an unknown outcome (`sentAt`)
 * is looked for first and not sent again when found. A send whose outcome is unknown (no
 * answer, a gateway's 502/503/504) is looked for at once: found, it is saved; not found (yet),
 * the error stands and `sentAt` is kept, so that the next save looks again. An answer that says
 * it was not saved forgets `sentAt`. Resolves when saved (the check, if known).
 */
export async function saveOnce(
  body: CheckBody,
  sentAt: number | undefined,
  deps: SaveOnceDeps,
): Promise<EquipmentCheck | undefined> {
  if (body.id) return deps.save(body);
  if (sentAt !== undefined) {
    // A failed look leaves the check unsaved: sending now could make a second one.
    const found = await deps.find(body, sentAt);
    if (found) return found;
  }
  const at = (deps.now ?? Date.now)();
  deps.setSentAt(at);
  try {
    return await deps.save(body);
  } catch (error) {
    if (!outcomeUnknown(error)) {
      deps.setSentAt(undefined);
      throw error;
    }
    const found = await deps.find(body, at).catch(() => null);
    if (found) return found;
    throw error;
  }
}
