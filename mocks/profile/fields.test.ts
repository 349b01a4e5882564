import { beforeEach, describe, expect, it } from 'vitest';
import { HttpResponse } from 'msw';
import { callerFor } from '../test/call';
import { toDateKey } from '../../src/lib/time/stockholm';
import { getNamespace } from '../db/store';
import { shapeAnswer } from './shape';

/** Reads in the `spec` profile carry the spec's fields (spec 1 §3, spec 2 §3) and nothing else. */

const call = callerFor('http://localhost/mock');
const read = async <T = Record<string, unknown>[]>(path: string) => {
  const r = await call(path);
  expect(r.status).toBe(200);
  return (await r.json()) as T;
};
const keys = (value: unknown) => Object.keys(value as object).sort();
/** The names of a space-separated list, sorted as `keys` sorts them. */
const words = (text: string) => text.trim().split(/\s+/).sort();
const today = toDateKey();

beforeEach(async () => {
  await call('/__control', { method: 'POST', who: null, body: { profile: 'spec' } });
});

describe('spec profile reads', () => {
  it('a roster position: block, description, district, trip date, work title, employee name and number, tripsInfo', async () => {
    const rows = await read(`/staff/roster/position?dutyDate=${today}&districtid=4`);
    const row = rows.find((r) => (r.tripsInfo as unknown[]).length > 0)!;
    expect(keys(row)).toEqual(
      words('block description districtId employee tripDate tripsInfo workTitle'),
    );
    expect(keys(row.employee)).toEqual(words('employeeNumber name'));
    expect(keys((row.tripsInfo as unknown[])[0])).toEqual(
      words('trip startStation endStation timeStart timeEnd'),
    );
  });

  it('a duty sign-in: the spec’s fields, the employee with e-mail, number, phones, name, title', async () => {
    const [row] = await read(`/staff/overview/dutysignins?date=${today}&districtId=4`);
    expect(keys(row)).toEqual(
      words(`checkInId districtId dutyDate dutyId dutyName startLocation timeStart timeEnd
        timestampIn timestampOut employee tripsInfo tripDate`),
    );
    expect(keys(row!.employee)).toEqual(words('email employeeNumber phones name title'));
    expect(keys((row!.employee as { phones: object }).phones)).toEqual(words('work home private'));
  });

  it('a document: the spec’s list, and a field it does not list is removed', async () => {
    const filter = encodeURIComponent(
      JSON.stringify({ userId: 'x', districtId: 4, processtagid: [] }),
    );
    const [doc] = await read(`/api/document/getfilter?filter=${filter}`);
    const listed =
      words(`ID Name DistrictIDs DownloadURL ExternalID ExternalGUID ExternalDocIDString
      Size UserCount UserRead UserChecked ReadReceipt ProcessTagString ProcessTagStringAbbrev
      Process ProcessTagIDs Area ContentType AuthorName PublishedDateTime ModifiedDateTime
      ValidFromDateTime ValidToDateTime Version`);
    expect(keys(doc)).toEqual(listed);
    // A richer server answer (a field the mock may add one day) is cut to the list.
    const shaped = await shapeAnswer(
      new Request(`http://localhost/mock/api/document/getfilter?filter=${filter}`),
      getNamespace(),
      HttpResponse.json([{ ...doc, Stored: true, Roles: ['driver'] }]),
    );
    expect(keys(((await shaped.json()) as unknown[])[0])).toEqual(listed);
  });

  it('a recipient group: the spec’s fields, its rows without RecipientGroupID', async () => {
    const groups = await read('/msg/Recipientgroup');
    expect(keys(groups[0])).toEqual(
      words(`ID Name DistrictID From Created CreatedByUserID RecipientTypes GroupDistrictRecipients
        GroupRoleRecipients GroupDutySiteRecipients GroupExternalRecipients`),
    );
    const rowKeys = (list: string) =>
      new Set(groups.flatMap((g) => (g[list] as object[]).map((row) => keys(row).join(' '))));
    expect(rowKeys('GroupDistrictRecipients')).toEqual(
      new Set([words('ID DistrictID Name').join(' ')]),
    );
    expect(rowKeys('GroupRoleRecipients')).toEqual(new Set([words('ID RoleID Name').join(' ')]));
    expect(rowKeys('GroupExternalRecipients')).toEqual(
      new Set([words('ID Name Mail Phone RoleID').join(' ')]),
    );
    const one = await read<Record<string, unknown>>(`/msg/RecipientGroup/${groups[0]!.ID}`);
    expect(one).toEqual(groups[0]);
  });

  it('a document user: no read counts or checked flag', async () => {
    const [user] = await read('/doc/v1/document/searchusers?searchword=a&districtid=4');
    expect(keys(user)).toEqual(
      words('employeeNumber UserId FirstName LastName DefaultDistrictId DutySiteIDs Roles'),
    );
  });
});
