import type { SeedContext } from '../db/table';
import { addDaysToKey, stockholmWallTime } from '../../src/lib/time/stockholm';
import { recipientGroupsTable } from './recipient-groups';
import { serverDateTime } from '../lib/body';
import { GROUP_SYSTEM_ID, MESSAGE_TYPE } from './messages';
import { customData, type Draft } from './messages-draft';

/**
 * Two threads of yesterday that are always there, whatever the random seed, so that the list of
 * yesterday has an ended thread with an update (inactive) and one that runs on (active).
 */
export const FIXED_SUBJECTS = {
  ended: 'Signalfel vid Lund C',
  running: 'Banarbete Hässleholm–Kristianstad',
} as const;

export function fixedDrafts(ctx: SeedContext, senderUserId: string): Draft[] {
  const yesterday = addDaysToKey(ctx.today, -1);
  const at = (day: string, minutes: number) => stockholmWallTime(day, minutes).getTime();
  const groups = ctx.get(recipientGroupsTable);
  const ids = (...names: string[]) => groups.filter((g) => names.includes(g.Name)).map((g) => g.ID);
  const base = {
    DistrictID: 4,
    ReadReceipt: false,
    HTML: false,
    SystemID: GROUP_SYSTEM_ID,
    TypeID: MESSAGE_TYPE.group,
    SenderUserID: senderUserId,
  };
  const ended: Draft = {
    ...base,
    at: at(yesterday, 6 * 60 + 10),
    root: null,
    Subject: FIXED_SUBJECTS.ended,
    Body: 'Signalfel mellan Lund C och Malmö C. Tågen kör med nedsatt hastighet.',
    ValidFrom: serverDateTime(at(yesterday, 6 * 60 + 15)),
    ValidTo: serverDateTime(at(yesterday, 8 * 60 + 15)),
    To: ids('Lokförare Skåne', 'Tågvärdar Skåne'),
    CustomData: customData({
      consequence: 'Förseningar',
      districtId: 4,
      stop: { from: 'LU', to: 'M', at: null },
      smsContent: 'Signalfel Lund C–Malmö C, förseningar.',
    }),
  };
  const update: Draft = {
    ...ended,
    at: at(yesterday, 7 * 60),
    root: ended,
    Subject: `Åtgärdat: ${FIXED_SUBJECTS.ended}`,
    Body: 'Felet är åtgärdat sedan kl 07:00 och trafiken går enligt tidtabell igen.',
    ValidFrom: serverDateTime(at(yesterday, 7 * 60)),
    ValidTo: serverDateTime(at(yesterday, 8 * 60 + 30)),
  };
  const running: Draft = {
    ...base,
    at: at(yesterday, 9 * 60),
    root: null,
    Subject: FIXED_SUBJECTS.running,
    Body: 'Banarbete: tågen ersätts av bussar mellan Hässleholm och Kristianstad.',
    ValidFrom: serverDateTime(at(yesterday, 9 * 60)),
    ValidTo: serverDateTime(at(addDaysToKey(ctx.today, 3), 23 * 60 + 59)),
    To: ids('All personal Skåne'),
    CustomData: customData({ consequence: 'Ersättningsbuss', districtId: 4 }),
  };
  return [ended, update, running];
}
