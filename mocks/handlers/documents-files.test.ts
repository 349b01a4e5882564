import { describe, expect, it } from 'vitest';
import { callerFor, type Who } from '../test/call';
import { getNamespace } from '../db/store';
import { documentsTable } from '../seed/documents';
import { DEMO_USERS } from '../seed/demo-users';

const call = callerFor('http://localhost/mock/api');
const userId = (key: string) => DEMO_USERS.find((u) => u.key === key)!.employee.userId;
const ANNA = userId('driver');
const ERIK = userId('conductor');
/** A document of Skåne (4) only, one of Östergötland (5) only. */
const SKANE = 900_000_101;
const onlyIn5 = () =>
  getNamespace()
    .get(documentsTable)
    .find((d) => d.DistrictIDs.length === 1 && d.DistrictIDs[0] === 5)!.ID;

const download = (id: number, user: string, who: Who) =>
  call(`/document/download?id=${id}&userid=${user}`, { who });

describe('document files: the access in the document’s districts', () => {
  it('a download needs a document access in one of the document’s districts', async () => {
    const id = onlyIn5();
    // Anna reads documents in Skåne only; Erik in Östergötland.
    const refused = await download(id, ANNA, 'driver');
    expect(refused.status).toBe(403);
    expect(await refused.json()).toEqual({ message: `Saknar behörighet till dokument ${id}` });
    expect((await download(id, ERIK, 'conductor')).status).toBe(200);
    expect((await download(SKANE, ANNA, 'driver')).status).toBe(200);
  });

  it('another user’s copy only with DOC_FOLLOWUP there (review of a user)', async () => {
    expect((await download(SKANE, ERIK, 'driver')).status).toBe(403);
    // The dispatcher reads all documents in Skåne, but does not follow receipts up.
    expect((await download(SKANE, ANNA, 'dispatcher')).status).toBe(403);
    expect((await download(SKANE, ANNA, 'admin')).status).toBe(200);
  });

  it('GET /document/{id}: what the document is only with access there; a free id is 404', async () => {
    const id = onlyIn5();
    expect((await call(`/document/${id}`, { who: 'driver' })).status).toBe(403);
    const seen = await call(`/document/${id}`, { who: 'conductor' });
    expect(seen.status).toBe(200);
    expect(await seen.json()).toMatchObject({ ID: id });
    expect((await call('/document/955999999', { who: 'driver' })).status).toBe(404);
  });
});
