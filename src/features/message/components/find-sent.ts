import { MUTATION_TIMEOUT_MS } from '@/lib/api/client';
import { parseServerDate, toDateKey } from '@/lib/time/stockholm';
import { getMessages } from '../api/get-messages';
import type { GroupSendBody } from '../api/send-group-message';
import { ROOT_PARENT_ID } from '../lib/constants';
import { rootIdOf } from '../lib/threads';

/** Server and browser clocks differ a little; a message this much older still counts. */
const CLOCK_SKEW_MS = 5 * 60 * 1000;

/** The same recipient groups, in any order. */
function sameGroups(a: readonly number[], b: readonly number[]): boolean {
  if (a.length !== b.length) return false;
  const sorted = (ids: readonly number[]) => [...ids].sort((x, y) => x - y);
  const other = sorted(b);
  return sorted(a).every((v, i) => v === other[i]);
}

/**
 * The days whose lists may hold the message: the day the attempt began, today (it may have
 * crossed midnight) and the first day of its validity (a planned message), in Stockholm time.
 */
export function sendDays(since: number, body: GroupSendBody, now = Date.now()): string[] {
  const validFrom = parseServerDate(body.validFrom);
  const days = [since, now, ...(validFrom ? [validFrom] : [])].map((d) => toDateKey(d));
  return [...new Set(days)];
}

/**
 * Whether a send whose outcome is unknown arrived after all: the lists of its days (spec 2 §7
 * GET msg/message/filter, its district) hold a message from this user in its district with its
 * subject, body and recipient groups, in its thread, created after the attempt began. Anything
 * less (an earlier update with the same subject) is not this send: the draft is then kept and
 * the user may send it.
 */
export async function findSentGroupMessage(
  since: number,
  body: GroupSendBody,
  userId: string,
): Promise<boolean> {
  const district = body.customData.find((e) => e.key === 'districtId')?.value;
  const districts = typeof district === 'number' ? [district] : [];
  const lists = await Promise.all(
    sendDays(since, body).map((day) =>
      getMessages({ day, showInactive: true, districts }, undefined, MUTATION_TIMEOUT_MS),
    ),
  );
  return lists.some((messages) =>
    messages.some(
      (m) =>
        m.SenderUserID === userId &&
        (districts.length === 0 || m.DistrictID === districts[0]) &&
        m.Subject === body.subject &&
        m.Body === body.body &&
        sameGroups(m.To, body.to) &&
        (m.Created?.getTime() ?? 0) >= since - CLOCK_SKEW_MS &&
        (body.parentID === ROOT_PARENT_ID
          ? m.ParentID === ROOT_PARENT_ID
          : rootIdOf(m) === body.parentID),
    ),
  );
}
