// @vitest-environment node
// Node's own fetch, FormData and Blob, so that multipart bodies are the real thing (jsdom's Blob
// is not understood by Node's fetch).
import { describe, expect, it } from 'vitest';
import '../../../../mocks/test/node-storage';
import { recordRequests } from '@/test/seen-requests';
import { useSessionStore } from '@/stores/session';
import { demoToken } from '@/test/tokens';
import { isApiError } from '@/lib/api/api-error';
import { getProcessTags } from '@/features/vls/api/get-process-tags';
import { getDocuments } from '@/features/vls/api/get-documents';
import { markDocument } from '@/features/vls/api/mark-document';
import { getDocumentUserSummary } from '@/features/vls/api/get-document-user-summary';
import { downloadDocument } from '@/features/vls/api/download-document';
import { isDocumentIdFree } from '@/features/vls/api/check-document-id';
import { storeDocument, uploadDocuments } from '@/features/vls/api/upload-document';
import { getDocumentUsers } from '@/features/vls/api/get-document-users';
import { searchDocumentUsers } from '@/features/vls/api/search-document-users';
import type { UploadMetadata } from '@/features/vls/lib/upload-metadata';
import { DEMO_USERS } from '../../../../mocks/seed/demo-users';

/** The HTTP contract of the document calls: exact paths, query strings and bodies. */

const ANNA = DEMO_USERS.find((u) => u.key === 'driver')!.employee.userId;
const MAGNUS = DEMO_USERS.find((u) => u.key === 'admin')!.employee.userId;
const MANDATORY = 900_000_101;

const seen = recordRequests();

const signIn = (key: 'driver' | 'admin' | 'dispatcher' | 'conductor') =>
  useSessionStore.getState().signIn(demoToken(key));

async function status(promise: Promise<unknown>): Promise<number> {
  try {
    await promise;
    return 200;
  } catch (error) {
    if (isApiError(error)) return error.status;
    throw error;
  }
}

const meta = (id: number, name: string): UploadMetadata => ({
  FileName: name,
  GUID: '6f1c2d3e-0000-4000-a000-000000000001',
  Id: id,
  OperationType: 'Create',
  Process: 'Driftmeddelanden och körorder',
  ProcessTagId: 270,
  ReadReceipt: true,
  Author: 'Magnus Ek',
  Created: '2025-05-02T10:00:00',
  DriftMessageStart: '2025-05-05T00:00:00',
  DriftMessageEnd: null,
  DocId: `VLS-${id}`,
  MainProcess: 'Utföra trafik',
  Version: '1.0',
  Modified: '2025-05-02T10:00:00',
  ProcessTagFullPath: 'ROOT-K4-K4.1-A2-M7',
  District: [4],
});

async function freeId(): Promise<number> {
  for (let id = 955_000_000; ; id++) if (await isDocumentIdFree(id)) return id;
}

describe('document calls (api host)', () => {
  it('GET /processtag/getFilter with the filter as one JSON string', async () => {
    signIn('driver');
    const tags = await getProcessTags(ANNA, 4);
    expect(seen.list[0]).toMatchObject({
      method: 'GET',
      path: '/mock/api/processtag/getFilter',
      query: { filter: JSON.stringify({ userId: ANNA, districtId: 4 }) },
    });
    expect(tags.length).toBeGreaterThan(440);
    expect(tags[0]).toEqual({ ID: 1, Level: 'ROOT', Name: 'VLS', ParentProcessTagID: null });
  });

  it('GET /document/getfilter: my documents, all documents, follow-up', async () => {
    signIn('driver');
    const mine = await getDocuments({
      userId: ANNA,
      followup: false,
      districtId: 4,
      dutySiteId: null,
    });
    expect(seen.list[0]).toMatchObject({
      path: '/mock/api/document/getfilter',
      query: {
        filter: JSON.stringify({ userId: ANNA, followup: false, districtId: 4 }),
      },
    });
    const doc = mine.find((d) => d.ID === MANDATORY)!;
    expect(doc).toMatchObject({
      ReadReceipt: true,
      UserRead: false,
      operational: true,
      ProcessTagStringAbbrev: 'ROOT-K4-K4.1-A2-M7',
      ValidToDateTime: null,
    });
    expect(mine.filter((d) => !d.UserRead).length).toBeGreaterThanOrEqual(5);
    expect(mine.filter((d) => !d.UserRead && d.ReadReceipt).length).toBeGreaterThanOrEqual(3);

    signIn('dispatcher');
    const userId = DEMO_USERS.find((u) => u.key === 'dispatcher')!.employee.userId;
    const all = await getDocuments({
      userId,
      followup: false,
      districtId: 5,
      dutySiteId: null,
      processtagid: [263, 270],
    });
    expect(JSON.parse(seen.list[1]!.query.filter!)).toEqual({
      userId,
      followup: false,
      districtId: 5,
      processtagid: [263, 270],
    });
    expect(all.every((d) => d.ProcessTagIDs.some((id) => id === 263 || id === 270))).toBe(true);
    expect(all.every((d) => d.DistrictIDs.includes(5))).toBe(true);
    // DOC_READ_ALL is not DOC_FOLLOWUP.
    expect(
      await status(getDocuments({ userId, followup: true, districtId: 4, dutySiteId: null })),
    ).toBe(403);
  });

  it("GET /document/getfilter: 'Alla distrikt' and no duty site are left out, not sent as null", async () => {
    signIn('admin');
    const docs = await getDocuments({
      userId: MAGNUS,
      followup: true,
      districtId: null,
      dutySiteId: null,
    });
    expect(JSON.parse(seen.list[0]!.query.filter!)).toEqual({ userId: MAGNUS, followup: true });
    expect(new Set(docs.flatMap((d) => d.DistrictIDs))).toContain(5);
    await getDocuments({ userId: MAGNUS, followup: true, districtId: 4, dutySiteId: 100 });
    expect(JSON.parse(seen.list[1]!.query.filter!)).toEqual({
      userId: MAGNUS,
      followup: true,
      districtId: 4,
      dutySiteId: 100,
    });
  });

  it('POST /document/mark with its query and no body; the follow-up count drops', async () => {
    signIn('admin');
    const followup = () =>
      getDocuments({ userId: MAGNUS, followup: true, districtId: 4, dutySiteId: null }).then(
        (docs) => docs.find((d) => d.ID === MANDATORY)!.UserCount,
      );
    const summary = await getDocumentUserSummary(MANDATORY);
    const before = await followup();
    expect(summary.UnreadCount).toBe(before);

    signIn('driver');
    seen.reset();
    const result = await markDocument({
      userId: ANNA,
      documentId: MANDATORY,
      read: true,
      check: false,
    });
    expect(seen.list[0]).toMatchObject({
      method: 'POST',
      path: '/mock/api/document/mark',
      query: { userId: ANNA, documentid: String(MANDATORY), read: 'true', check: 'false' },
    });
    expect(await seen.list[0]!.body).toBe('');
    expect(result).toEqual({ DocumentID: MANDATORY, UserRead: true, UserChecked: false });

    signIn('admin');
    expect(await followup()).toBe(before - 1);
    expect((await getDocumentUserSummary(MANDATORY)).ReadCount).toBe(summary.ReadCount + 1);
    expect(seen.list.at(-1)).toMatchObject({
      path: '/mock/api/document/getdocumentusersummary',
      query: { documentId: String(MANDATORY) },
    });
    // Nobody marks someone else's receipt.
    expect(
      await status(markDocument({ userId: ANNA, documentId: MANDATORY, read: true, check: true })),
    ).toBe(403);
  });

  it('a receipt is never taken back', async () => {
    signIn('driver');
    await markDocument({ userId: ANNA, documentId: MANDATORY, read: true, check: true });
    const again = await markDocument({
      userId: ANNA,
      documentId: MANDATORY,
      read: false,
      check: false,
    });
    expect(again).toMatchObject({ UserRead: true, UserChecked: true });
  });

  it('GET /document/download with id and userid answers the file', async () => {
    signIn('driver');
    const blob = await downloadDocument(MANDATORY, ANNA);
    expect(seen.list[0]).toMatchObject({
      path: '/mock/api/document/download',
      query: { id: String(MANDATORY), userid: ANNA },
    });
    expect(blob.type).toBe('application/pdf');
    expect(await blob.text()).toMatch(/^%PDF-1\.4/);
  });

  it('GET /document/{id}: 200 when taken, 404 when free; some ids collide on purpose', async () => {
    signIn('admin');
    expect(await isDocumentIdFree(MANDATORY)).toBe(false);
    expect(seen.list[0]).toMatchObject({ method: 'GET', path: `/mock/api/document/${MANDATORY}` });
    const answers = [];
    for (let id = 955_000_000; id < 955_000_030; id++) answers.push(await isDocumentIdFree(id));
    expect(answers).toContain(true);
    expect(answers).toContain(false);
  });

  it('GET /document/{id}: an id taken in a district the uploader cannot see is not free', async () => {
    useSessionStore
      .getState()
      .signIn(demoToken('admin', { access: [{ name: 'DOC_UPLOAD', districts: [5] }] }));
    expect(await isDocumentIdFree(MANDATORY)).toBe(false);
  });

  it('uploads: api multipart (file, data array), then doc host (file, data object)', async () => {
    signIn('admin');
    const id = await freeId();
    seen.reset();
    const file = new Blob(['%PDF-1.4 körorder'], { type: 'application/pdf' });
    await uploadDocuments([{ file, name: 'körorder.pdf' }], [meta(id, 'körorder.pdf')]);
    expect(seen.list[0]).toMatchObject({ method: 'POST', path: '/mock/api/document/upload' });
    expect(seen.list[0]!.contentType).toMatch(/^multipart\/form-data; boundary=/);
    const apiBody = await seen.list[0]!.body;
    expect(apiBody).toContain('name="file"; filename="körorder.pdf"');
    expect(apiBody).toContain(`name="data"\r\n\r\n${JSON.stringify([meta(id, 'körorder.pdf')])}`);

    await storeDocument({ file, name: 'körorder.pdf' }, meta(id, 'körorder.pdf'));
    expect(seen.list[1]).toMatchObject({ method: 'POST', path: '/mock/doc/v1/Document/Upload' });
    expect(await seen.list[1]!.body).toContain(
      `name="data"\r\n\r\n${JSON.stringify(meta(id, 'körorder.pdf'))}`,
    );

    // The new document reaches the recipients of its district, unread.
    expect(await isDocumentIdFree(id)).toBe(false);
    signIn('driver');
    const mine = await getDocuments({
      userId: ANNA,
      followup: false,
      districtId: 4,
      dutySiteId: null,
    });
    expect(mine.find((d) => d.ID === id)).toMatchObject({ Name: 'körorder.pdf', UserRead: false });
    expect(await (await downloadDocument(id, ANNA)).text()).toBe('%PDF-1.4 körorder');
  });

  it('the server checks uploads as the portal does', async () => {
    signIn('admin');
    const id = await freeId();
    const send = async (data: string, files: [Blob, string][]) => {
      const form = new FormData();
      for (const [blob, name] of files) form.append('file', blob, name);
      form.append('data', data);
      const response = await fetch('http://localhost/mock/api/document/upload', {
        method: 'POST',
        body: form,
        headers: { authorization: `Bearer ${demoToken('admin')}` },
      });
      return [response.status, ((await response.json()) as { message?: string }).message];
    };
    const pdf = new Blob(['x']);
    expect(await send('{"a":1}', [[pdf, 'a.pdf']])).toEqual([400, 'Data must be an array!']);
    expect(await send('[]', [])).toEqual([400, 'No data']);
    expect(await send(JSON.stringify([meta(id, 'a.pdf')]), [[new Blob([]), 'a.pdf']])).toEqual([
      400,
      'No content in file',
    ]);
    expect(
      await send(JSON.stringify([meta(id, 'a.pdf'), meta(id + 1, 'A.pdf')]), [
        [pdf, 'a.pdf'],
        [pdf, 'A.pdf'],
      ]),
    ).toEqual([400, 'Name duplicates']);
    expect(await send(JSON.stringify([meta(MANDATORY, 'b.pdf')]), [[pdf, 'b.pdf']])).toEqual([
      409,
      'Id exists',
    ]);
    signIn('driver');
    expect(await status(uploadDocuments([{ file: pdf, name: 'c.pdf' }], [meta(id, 'c.pdf')]))).toBe(
      403,
    );
  });
});

describe('document-user calls (doc host)', () => {
  it('GET /v1/document/users with documentid, districtid, dutysiteid', async () => {
    signIn('admin');
    const users = await getDocumentUsers(MANDATORY, { districtId: 4, dutySiteId: 100 });
    expect(seen.list[0]).toMatchObject({
      path: '/mock/doc/v1/document/users',
      query: { documentid: String(MANDATORY), districtid: '4', dutysiteid: '100' },
    });
    expect(users.every((u) => u.DutySiteIDs.includes(100) && u.DefaultDistrictId === 4)).toBe(true);
    const all = await getDocumentUsers(MANDATORY, { districtId: 4, dutySiteId: null });
    expect(seen.list[1]!.query).toEqual({ documentid: String(MANDATORY), districtid: '4' });
    expect(all.find((u) => u.UserId === ANNA)).toMatchObject({
      FirstName: 'Anna',
      LastName: 'Lindqvist',
      employeeNumber: '20001',
      Read: false,
      Roles: [{ ID: 1, Name: 'Driver' }],
    });
    // Every district (Alla distrikt): no districtid at all, never 'null'.
    await getDocumentUsers(MANDATORY, { districtId: null, dutySiteId: null });
    expect(seen.list[2]!.query).toEqual({ documentid: String(MANDATORY) });
  });

  it('GET /v1/document/searchusers with searchword and districtid; empty text is a 400', async () => {
    signIn('admin');
    const found = await searchDocumentUsers('lindqvist', { districtId: 4, dutySiteId: null });
    expect(seen.list[0]).toMatchObject({
      path: '/mock/doc/v1/document/searchusers',
      query: { searchword: 'lindqvist', districtid: '4' },
    });
    expect(found.map((u) => `${u.FirstName} ${u.LastName}`)).toContain('Anna Lindqvist');
    await expect(searchDocumentUsers('  ', { districtId: 4, dutySiteId: null })).rejects.toThrow(
      'Text parameter is not included or is empty',
    );
    expect(seen.list).toHaveLength(1);
    const response = await fetch('http://localhost/mock/doc/v1/document/searchusers?districtid=4', {
      headers: { authorization: `Bearer ${demoToken('admin')}` },
    });
    expect(response.status).toBe(400);
    expect(await response.json()).toEqual({
      message: 'Text parameter is not included or is empty',
    });
  });

  it('guards every call: 401 without a token, 403 without the access', async () => {
    const noToken = await fetch('http://localhost/mock/doc/v1/document/users?districtid=4');
    expect(noToken.status).toBe(401);
    signIn('driver');
    expect(await status(getDocumentUsers(MANDATORY, { districtId: 4, dutySiteId: null }))).toBe(
      403,
    );
    expect(
      await status(
        getDocuments({ userId: ANNA, followup: false, districtId: 5, dutySiteId: null }),
      ),
    ).toBe(403);
  });
});
