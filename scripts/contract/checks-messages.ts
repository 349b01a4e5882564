import { getMessages } from '@/features/message/api/get-messages';
import { getMessage } from '@/features/message/api/get-message';
import { getStops } from '@/lib/resources/traffic/get-stops';
import { getRecipientGroups } from '@/lib/resources/recipient-groups/get-recipient-groups';
import { getRecipientGroup } from '@/features/groupadmin/api/get-recipient-group';
import { check, first, Skip } from './check';

/** Whether the raw groups carry RecipientTypes (what the reader makes of it says nothing). */
function carrying(raw: unknown, key: string): number {
  const list = Array.isArray(raw) ? raw : [raw];
  return list.filter((g) => typeof g === 'object' && g !== null && key in g).length;
}

/**
 * Spec 2 §7 gives neither: group saves send `RecipientTypes` (the channels of spec 2 §4) and
 * duty-site recipients are saved through `/GroupDutySiteRecipient`. The check never writes, so
 * it can only say what the group answers carry; the operator must confirm the rest.
 */
export function groupNotes(raw: unknown): string[] {
  const groups = Array.isArray(raw) ? raw.length : 1;
  const types = carrying(raw, 'RecipientTypes');
  const sites = carrying(raw, 'GroupDutySiteRecipients');
  const channels =
    types === 0
      ? `no group answer carries RecipientTypes: the channels (e-mail, app, SMS) that group saves send may be ignored by the server`
      : `${types} of ${groups} group answers carry RecipientTypes`;
  return [
    `assumption to confirm with the operator (not in spec 2 §7): group saves send RecipientTypes; ${channels}`,
    `assumption to confirm with the operator (not in spec 2 §7): duty-site recipients are saved through POST/DELETE /GroupDutySiteRecipient (not called: this check never writes); ${sites} of ${groups} group answers carry GroupDutySiteRecipients`,
  ];
}

/** Spec 2 §7: the msg host's messages and recipient groups, the traffic host's stops. */
export const messageChecks = [
  check({
    host: 'msg',
    label: 'GET /message/filter',
    run: (ctx) => getMessages({ day: ctx.today, showInactive: true, districts: [ctx.districtId] }),
    keep: (messages, ctx) => {
      ctx.found.messageId = first(messages)?.ID;
    },
  }),
  check({
    host: 'msg',
    label: 'GET /message/{id}',
    run: (ctx) =>
      ctx.found.messageId !== undefined
        ? getMessage(ctx.found.messageId)
        : new Skip("no message in today's list to ask about"),
  }),
  check({
    host: 'msg',
    label: 'GET /Recipientgroup',
    run: () => getRecipientGroups(),
    keep: (groups, ctx) => {
      ctx.found.groupId = first(groups)?.ID;
    },
    notes: (_groups, raw) => groupNotes(raw),
  }),
  check({
    host: 'msg',
    label: 'GET /RecipientGroup/{id}',
    run: (ctx) =>
      ctx.found.groupId !== undefined
        ? getRecipientGroup(ctx.found.groupId)
        : new Skip('no recipient group in the list to ask about'),
  }),
  check({
    host: 'traffic',
    label: 'GET /api/stops (message form)',
    run: () => getStops(),
  }),
];
