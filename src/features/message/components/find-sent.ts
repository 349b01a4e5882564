import { MUTATION_TIMEOUT_MS } from '@/lib/api/client';
import { toDateKey } from '@/lib/time';
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
 * Whether a send whose answer never came arrived after all: the list of its day holds a
 * message from this user with its subject, body and recipient groups, in its thread, created
 * after the attempt began. Anything less (an earlier update with the same subject) is not this
 * send: the draft is then kept and the user may send it.
 */
export async function findSentGroupMessage(
  since: number,
  body: GroupSendBody,
  userId: string,
): Promise<boolean> {
  const district = body.customData.find((e) => e.key === 'districtId')?.value;
  const messages = await getMessages(
    {
      day: toDateKey(since),
      showInactive: true,
      districts: typeof district === 'number' ? [district] : [],
    },
    undefined,
    MUTATION_TIMEOUT_MS,
  );
  return messages.some(
    (m) =>
      m.SenderUserID === userId &&
      m.Subject === body.subject &&
      m.Body === body.body &&
      sameGroups(m.To, body.to) &&
      (m.Created?.getTime() ?? 0) >= since - CLOCK_SKEW_MS &&
      (body.parentID === ROOT_PARENT_ID
        ? m.ParentID === ROOT_PARENT_ID
        : rootIdOf(m) === body.parentID),
  );
}
