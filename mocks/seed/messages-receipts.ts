import { defineTable } from '../db/table';
import { addDaysToKey, parseServerDate, stockholmWallTime } from '../../src/lib/time/stockholm';
import { DEMO_USERS } from './demo-users';
import { serverDateTime } from '../lib/body';
import { messagesTable } from './messages';

/** A reader's receipt: when the user read and confirmed (checked) the message. */
export interface MessageReceipt {
  UserRead: string | null;
  UserChecked: string | null;
}

const MINUTE = 60_000;

/** Receipts by `${messageId}:${userId}`; the demo users have read most older messages. */
export const messageReceiptsTable = defineTable<Record<string, MessageReceipt>>(
  'messageReceipts',
  (ctx) => {
    const { random } = ctx;
    const receipts: Record<string, MessageReceipt> = {};
    const cutoff = stockholmWallTime(addDaysToKey(ctx.today, -1)).getTime();
    for (const message of ctx.get(messagesTable)) {
      const created = parseServerDate(message.Created)!.getTime();
      if (created >= cutoff) continue;
      for (const user of DEMO_USERS) {
        if (!random.chance(0.7)) continue;
        const read = created + random.int(5, 180) * MINUTE;
        const checked = message.ReadReceipt && random.chance(0.6);
        receipts[`${message.ID}:${user.employee.userId}`] = {
          UserRead: serverDateTime(read),
          UserChecked: checked ? serverDateTime(read + random.int(1, 30) * MINUTE) : null,
        };
      }
    }
    return receipts;
  },
);
