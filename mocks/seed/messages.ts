import { defineTable, type SeedContext } from '../db/table';
import {
  addDaysToKey,
  parseDateKey,
  parseServerDate,
  stockholmWallTime,
} from '../../src/lib/time/stockholm';
import { DEMO_USERS } from './demo-users';
import { employeesTable, stationsTable } from './org';
import { recipientGroupsTable } from './recipient-groups';
import { serverDateTime } from '../lib/body';
import { RESOURCES, TEMPLATES, updateBody, type MessageTemplate } from './messages-texts';
import { MINUTE, customData, type Draft } from './messages-draft';
import { fixedDrafts } from './messages-fixed';

/** Traffic messages of the msg host (spec 2 §3) and the readers' receipts. */

/** The keys a message's CustomData may hold (spec 2 §3). */
export const CUSTOM_DATA_KEYS = [
  'consequence',
  'districtId',
  'dateTimeFrom',
  'trips',
  'note',
  'resource',
  'resourceNote',
  'replacementService',
  'replacementServiceNote',
  'prognosis',
  'prognosisNote',
  'stop',
  'turnarounds',
  'mobiva',
  'smsContent',
  'emailSubject',
  'emailContent',
] as const;

export interface CustomDataEntry {
  Key: string;
  /** A string, number, boolean, or for resource/stop/turnarounds/trips an object or list. */
  Value: unknown;
}

/** Message types: traffic messages to groups, internal messages to users. */
export const MESSAGE_TYPE = { group: 1, internal: 2 } as const;
export const ROOT_PARENT_ID = 1;
export const GROUP_SYSTEM_ID = 2;

export interface MockMessage {
  ID: number;
  /** 1 for a root message; the root's ID for an update within a thread. */
  ParentID: number;
  DistrictID: number;
  Subject: string;
  Body: string;
  Created: string;
  ValidFrom: string;
  ValidTo: string;
  Number: number;
  /** Recipient group ids. */
  To: number[];
  CustomData: CustomDataEntry[];
  ReadReceipt: boolean;
  HTML: boolean;
  SystemID: number;
  TypeID: number;
  SenderUserID: string;
  /** Internal messages only: the user ids the message went to. */
  ToUsers?: string[];
}

const HOME_DISTRICTS = [4, 4, 4, 4, 5, 5, 5, 17, 17] as const;
const TRIP_BASE: Record<number, number> = { 4: 1000, 5: 8000, 17: 7000 };
const FIRST_DAY = '2017-02-01';

function daysBetween(from: string, to: string): number {
  const [y1, m1, d1] = parseDateKey(from);
  const [y2, m2, d2] = parseDateKey(to);
  return Math.round((Date.UTC(y2, m2 - 1, d2) - Date.UTC(y1, m1 - 1, d1)) / 86_400_000);
}

type Kind = 'current' | 'planned' | 'recent' | 'year' | 'old';
/** After the current and planned ones: three in four recent, the rest over the years before. */
const KIND_CYCLE: readonly Kind[] = [
  'recent',
  'recent',
  'old',
  'recent',
  'recent',
  'recent',
  'year',
  'recent',
];

function rootDraft(ctx: SeedContext, kind: Kind, senders: Map<number, string[]>): Draft {
  const { random, today } = ctx;
  const districtId = random.pick(HOME_DISTRICTS);
  const stations = ctx.get(stationsTable).filter((s) => s.districtId === districtId);
  const [a, b] = random.shuffle(stations) as [(typeof stations)[0], (typeof stations)[0]];
  const plannedKind = kind === 'planned';
  const candidates = TEMPLATES.filter((t) => !plannedKind || t.planned);
  const template: MessageTemplate = random.pick(candidates);
  const trip = (TRIP_BASE[districtId] ?? 100) + random.int(1, 449) * 2;
  const span = daysBetween(FIRST_DAY, today);
  const offset = {
    // Nothing is dated today: a namespace may be seeded early in the morning.
    current: random.int(1, 2),
    planned: random.int(2, 6),
    recent: random.int(1, 30),
    year: random.int(31, 365),
    old: random.int(366, Math.max(366, span)),
  }[kind];
  const minutes = kind === 'current' ? random.int(5 * 60, 11 * 60) : random.int(5 * 60, 22 * 60);
  const created = stockholmWallTime(addDaysToKey(today, -offset), minutes).getTime();
  let from = created + random.int(0, 10) * MINUTE;
  let to = from + random.int(2, 8) * 60 * MINUTE;
  if (kind === 'current')
    to = stockholmWallTime(addDaysToKey(today, random.int(1, 3)), 23 * 60 + 59).getTime();
  if (plannedKind) {
    from = stockholmWallTime(addDaysToKey(today, random.int(1, 6)), 22 * 60).getTime();
    to = from + random.int(1, 3) * 24 * 60 * MINUTE;
  }
  const groups = ctx
    .get(recipientGroupsTable)
    .filter((g) => g.DistrictID === districtId && !g.Name.startsWith('Testgrupp'));
  const to_ = random.shuffle(groups).slice(0, random.int(1, Math.min(3, groups.length)));
  const subject = template.subject(a, b, trip);
  const body = template.body(a, b, trip);
  const html = random.chance(0.2);
  const resource = RESOURCES.find(
    (r) => r.label === template.resource && (!r.districts || r.districts.includes(districtId)),
  );
  return {
    at: created,
    root: null,
    DistrictID: districtId,
    Subject: subject,
    Body: html ? `<p>${body}</p><p><strong>Konsekvens:</strong> ${template.consequence}</p>` : body,
    ValidFrom: serverDateTime(from),
    ValidTo: serverDateTime(to),
    To: to_.map((g) => g.ID),
    CustomData: customData({
      consequence: template.consequence,
      districtId,
      dateTimeFrom: serverDateTime(from),
      trips: template.atPlace || random.chance(0.5) ? [trip] : [trip, trip + 2],
      note: random.chance(0.3) ? 'Meddela resenärerna ombord.' : null,
      resource: resource ? { id: resource.id, label: resource.label, value: resource.value } : null,
      resourceNote: resource ? `${resource.label} skickas till ${a.name}.` : null,
      replacementService: template.replacement,
      prognosis: template.prognosis,
      stop: template.atPlace
        ? { from: null, to: null, at: a.signature }
        : { from: a.signature, to: b.signature, at: null },
      turnarounds:
        template.consequence === 'Inställda tåg'
          ? [{ fromTrip: trip, toTrip: trip + 1, stop: a.signature }]
          : null,
      mobiva: random.chance(0.3),
      smsContent: `${subject}. ${template.consequence}.`.slice(0, 159),
      emailSubject: `Trafikinformation: ${subject}`,
      emailContent: body,
    }),
    ReadReceipt: random.chance(0.4),
    HTML: html,
    SystemID: GROUP_SYSTEM_ID,
    TypeID: MESSAGE_TYPE.group,
    SenderUserID: random.pick(senders.get(districtId) ?? ['']),
  };
}

function updateDrafts(ctx: SeedContext, root: Draft, count: number, open: boolean): Draft[] {
  const { random } = ctx;
  const rootTo = parseServerDate(root.ValidTo)!.getTime();
  let at = root.at;
  const updates = Array.from({ length: count }, (_, i): Draft => {
    at += random.int(20, 75) * MINUTE;
    const last = i === count - 1 && !open;
    const kind = last ? 'closed' : i % 2 ? 'progress' : 'prognosis';
    const shift = { closed: -5, progress: -20, prognosis: 90 }[kind] * MINUTE;
    const body = updateBody(kind, serverDateTime(at + shift).slice(11, 16));
    const to = last ? at + 60 * MINUTE : Math.max(rootTo, at + 3 * 60 * MINUTE);
    return {
      ...root,
      at,
      root,
      Subject: `${last ? 'Åtgärdat' : 'Uppdatering'}: ${root.Subject}`,
      Body: root.HTML ? `<p>${body}</p>` : body,
      ValidFrom: serverDateTime(at),
      ValidTo: serverDateTime(to),
      CustomData: root.CustomData.map((e) =>
        e.Key === 'smsContent' ? { ...e, Value: body.slice(0, 159) } : e,
      ),
      ReadReceipt: false,
    };
  });
  // A closed event ends the whole thread an hour after the last word.
  const closing = updates.at(-1);
  if (closing && !open)
    for (const draft of [root, ...updates])
      if (parseServerDate(draft.ValidTo)!.getTime() > closing.at + 60 * MINUTE)
        draft.ValidTo = serverDateTime(closing.at + 60 * MINUTE);
  return updates;
}

/** About 80 messages (times the data scale) from 2017-02 to today; most in the last 30 days. */
export const messagesTable = defineTable<MockMessage[]>('messages', (ctx) => {
  const { random } = ctx;
  const target = Math.round(80 * Math.max(1, ctx.controls.scale));
  const dispatcher = DEMO_USERS.find((u) => u.key === 'dispatcher')!.employee.userId;
  const senders = new Map<number, string[]>();
  for (const e of ctx.get(employeesTable))
    if (e.title === 'Trafikledare')
      senders.set(e.defaultDistrictId, [
        ...(senders.get(e.defaultDistrictId) ?? [dispatcher]),
        e.userId,
      ]);
  const drafts: Draft[] = [];
  for (let i = 0; drafts.length < target; i++) {
    const kind: Kind = i < 6 ? 'current' : i < 8 ? 'planned' : KIND_CYCLE[i % KIND_CYCLE.length]!;
    const root = rootDraft(ctx, kind, senders);
    drafts.push(root);
    const updates =
      kind === 'planned'
        ? 0
        : random.chance(kind === 'current' ? 0.7 : 0.18)
          ? random.int(1, 3)
          : 0;
    drafts.push(
      ...updateDrafts(ctx, root, Math.min(updates, target - drafts.length), kind === 'current'),
    );
  }
  drafts.push(...fixedDrafts(ctx, dispatcher));
  drafts.sort((x, y) => x.at - y.at);
  const ids = new Map<Draft, number>();
  const numbers = new Map<number, number>();
  return drafts.map((draft, index) => {
    const ID = 100 + index;
    ids.set(draft, ID);
    const number = (numbers.get(draft.DistrictID) ?? 0) + 1;
    numbers.set(draft.DistrictID, number);
    const { at, root, ...message } = draft;
    const ParentID = root ? ids.get(root)! : ROOT_PARENT_ID;
    return { ID, ParentID, Number: number, Created: serverDateTime(at), ...message };
  });
});
