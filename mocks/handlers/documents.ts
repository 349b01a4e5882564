/**
 * Documents (VLS), spec 1 §7: the api host's document and process-tag calls and the doc host's
 * document-user calls, stateful in the request's mock namespace.
 *
 * Request shapes (what the real servers receive; asserted in src/features/vls/api/documents-contract.test.ts):
 * - GET  api /processtag/getFilter?filter={"userId":"…","districtId":4}
 * - GET  api /document/getfilter?filter={"userId":"…","followup":false,"districtId":4,
 *        "dutySiteId":null,"processtagid":[263,270]}
 *        `filter` is one JSON string (as the message filter). Its meaning:
 *        · followup false, no `processtagid` key: the documents `userId` must read in
 *          `districtId` (DOC_TOREAD there; another user's only with DOC_FOLLOWUP: review);
 *        · followup false with `processtagid` (a list; [] = every tag): all documents of
 *          `districtId` carrying one of the tags, with `userId`'s receipt (DOC_READ*);
 *        · followup true: the documents of `districtId` (null = every district where the caller
 *          holds DOC_FOLLOWUP), `UserCount` = unread recipients, limited to `dutySiteId`.
 * - POST api /document/mark?userId=…&documentid=…&read=true&check=false (no body)
 *        → {DocumentID, UserId, UserRead, UserChecked}; only the caller's own receipt.
 * - GET  api /document/getdocumentusersummary?documentId=…
 *        → {DocumentID, UserCount, ReadCount, UnreadCount, CheckedCount} (every district).
 * - GET  api /document/download?id=…&userid=… → the file (binary).
 * - POST api /document/upload, multipart: `file` (one part per file) and `data` (a JSON array of
 *        upload metadata, one per file, same order) → [{ID, Name}].
 * - GET  api /document/{id} → 200 with the document when the id is taken, 404 when it is free.
 * - GET  doc /v1/document/users?documentid=…&districtid=…&dutysiteid=… → document users with
 *        `Read`/`Checked`; without `documentid`, every staff member who receives documents in
 *        the district (no districtid: the caller's DOC_FOLLOWUP districts) with `DocumentCount`
 *        and `UnreadCount`.
 * - GET  doc /v1/document/searchusers?searchword=…&districtid=… → the same users matching the
 *        word (name or employee number); an empty word is a 400
 *        'Text parameter is not included or is empty'.
 * - POST doc /v1/Document/Upload, multipart: `file` and `data` (one JSON metadata object).
 */
import { HttpResponse } from 'msw';
import type { RequestHandler } from 'msw';
import { z } from 'zod';
import { http, intParam, mockPath, secured, type MockContext } from '../lib/handler';
import { badRequest, conflict, forbidden, notFound } from '../lib/errors';
import { districtsWithAccess, hasAccess } from '../../src/lib/auth/access';
import { ALLOWED_DISTRICT_IDS } from '../../src/lib/org/allowed-districts';
import { employeesTable, employeeName, type MockEmployee } from '../seed/org';
import {
  DOCUMENT_ROLES,
  documentReceiptsTable,
  documentsTable,
  processTagsTable,
  type MockDocument,
} from '../seed/documents';
import {
  countReceipts,
  findDocument,
  isRecipient,
  receiptsOf,
  recipientsOf,
  staffByDistrict,
  type RecipientScope,
} from '../seed/documents-receipts';
import { apiDocument, apiDocumentUser, tagPath } from '../seed/documents-view';
import { demoPdf } from '../seed/documents-pdf';
import {
  archivedId,
  checkFiles,
  DOCUMENT_ID_PATTERN,
  fromBase64,
  parseUploadData,
  toBase64,
  uploadMetadataSchema,
} from '../seed/documents-upload';

const DOC_ANY = { names: ['DOC*'] };
const FOLLOWUP = ['DOC_FOLLOWUP'];

const filterSchema = z.object({
  userId: z.string().min(1),
  followup: z.boolean().default(false),
  districtId: z.number().int().nullable().default(null),
  dutySiteId: z.number().int().nullable().default(null),
  processtagid: z.array(z.number().int()).optional(),
});

function readFilter<T extends z.ZodTypeAny>(ctx: MockContext, schema: T): z.infer<T> {
  const raw = ctx.query('filter');
  if (!raw) throw badRequest('filter is required');
  let value: unknown;
  try {
    value = JSON.parse(raw);
  } catch {
    throw badRequest('filter must be JSON');
  }
  const parsed = schema.safeParse(value);
  if (!parsed.success) {
    const issue = parsed.error.issues[0];
    throw badRequest(`filter.${issue?.path.join('.') ?? ''}: ${issue?.message ?? 'invalid'}`);
  }
  return parsed.data as z.infer<T>;
}

/** Districts a follow-up covers: the one asked for, or every DOC_FOLLOWUP district. */
function followupDistricts(ctx: MockContext, districtId: number | null): number[] {
  if (districtId !== null) {
    ctx.requireAccess({ names: FOLLOWUP, districts: [districtId] });
    return [districtId];
  }
  ctx.requireAccess({ names: FOLLOWUP });
  return districtsWithAccess(ctx.user.access, FOLLOWUP, ALLOWED_DISTRICT_IDS);
}

function tagIndex(ctx: MockContext) {
  return new Map(ctx.db.get(processTagsTable).map((t) => [t.ID, t]));
}

function employeeById(ctx: MockContext, userId: string): MockEmployee | undefined {
  return ctx.db.get(employeesTable).find((e) => e.userId === userId);
}

function getDocuments(ctx: MockContext): Response {
  const filter = readFilter(ctx, filterSchema);
  const docs = ctx.db.get(documentsTable);
  const receipt = receiptsOf(ctx.db);
  const byId = tagIndex(ctx);
  const groups = staffByDistrict(ctx.db);
  const answer = (list: MockDocument[], scope: RecipientScope, userId: string) =>
    HttpResponse.json(
      list.map((doc) => {
        const recipients = recipientsOf(doc, groups, scope);
        const counts = countReceipts(doc, recipients, receipt);
        return apiDocument(doc, byId, receipt(doc, userId), counts.recipients - counts.read);
      }),
    );

  if (filter.followup) {
    const districts = followupDistricts(ctx, filter.districtId);
    const list = docs.filter((d) => d.DistrictIDs.some((id) => districts.includes(id)));
    return answer(list, { districtIds: districts, dutySiteId: filter.dutySiteId }, ctx.user.userId);
  }
  if (filter.districtId === null) throw badRequest('filter.districtId is required');
  const districtId = filter.districtId;
  const scope = { districtIds: [districtId], dutySiteId: null };
  const inDistrict = docs.filter((d) => d.DistrictIDs.includes(districtId));

  if (filter.processtagid) {
    ctx.requireAccess({ names: ['DOC_READ*'], districts: [districtId] });
    const tags = new Set(filter.processtagid);
    const list = tags.size
      ? inDistrict.filter((d) => d.ProcessTagIDs.some((id) => tags.has(id)))
      : inDistrict;
    return answer(list, scope, filter.userId);
  }

  if (filter.userId === ctx.user.userId) {
    ctx.requireAccess({ names: ['DOC_TOREAD'], districts: [districtId] });
  } else {
    ctx.requireAccess({ names: FOLLOWUP, districts: [districtId] });
  }
  const employee = employeeById(ctx, filter.userId);
  if (!employee) throw notFound('Unknown user');
  return answer(
    inDistrict.filter((d) => isRecipient(d, employee)),
    scope,
    filter.userId,
  );
}

function markDocument(ctx: MockContext): Response {
  const userId = ctx.query('userId');
  if (!userId) throw badRequest('userId is required');
  const documentId = intParam(ctx.query('documentid'), 'documentid')!;
  const bool = (name: string) => {
    const value = ctx.query(name);
    if (value !== 'true' && value !== 'false') throw badRequest(`${name} must be true or false`);
    return value === 'true';
  };
  const read = bool('read');
  const check = bool('check');
  if (userId !== ctx.user.userId) throw forbidden('Only your own receipt can be marked');
  const doc = findDocument(ctx.db, documentId);
  if (!doc) throw notFound('Unknown document');
  ctx.requireAccess({ names: ['DOC_TOREAD'], districts: doc.DistrictIDs });
  const employee = employeeById(ctx, userId);
  if (!employee || !isRecipient(doc, employee)) throw badRequest('User is not a recipient');
  const receipts = ctx.db.get(documentReceiptsTable);
  const previous = receiptsOf(ctx.db)(doc, userId);
  // A receipt is never taken back: read stays read, checked stays checked.
  const next = {
    read: previous.read || read || check,
    checked: previous.checked || check,
    at: new Date().toISOString(),
  };
  (receipts[doc.ID] ??= {})[userId] = next;
  ctx.db.changed();
  return HttpResponse.json({
    DocumentID: doc.ID,
    UserId: userId,
    UserRead: next.read,
    UserChecked: next.checked,
  });
}

function documentUsers(ctx: MockContext, search: string | null): Response {
  const districtParam = intParam(ctx.query('districtid'), 'districtid', false);
  const dutySiteId = intParam(ctx.query('dutysiteid'), 'dutysiteid', false);
  const districts = followupDistricts(ctx, districtParam);
  const scope = { districtIds: districts, dutySiteId };
  const receipt = receiptsOf(ctx.db);
  const groups = staffByDistrict(ctx.db);
  const documentId =
    search === null ? intParam(ctx.query('documentid'), 'documentid', false) : null;
  if (documentId !== null) {
    const doc = findDocument(ctx.db, documentId);
    if (!doc) throw notFound('Unknown document');
    return HttpResponse.json(
      recipientsOf(doc, groups, scope).map((e) => {
        const r = receipt(doc, e.userId);
        return apiDocumentUser(e, { Read: r.read, Checked: r.checked });
      }),
    );
  }
  const docs = ctx.db
    .get(documentsTable)
    .filter((d) => d.DistrictIDs.some((id) => districts.includes(id)));
  const word = search?.toLowerCase() ?? null;
  const staff = districts
    .flatMap((id) => groups.get(id) ?? [])
    .filter((e) => scope.dutySiteId === null || e.dutySiteIds.includes(scope.dutySiteId))
    .filter(
      (e) =>
        word === null ||
        employeeName(e).toLowerCase().includes(word) ||
        e.employeeNumber.includes(word),
    );
  const answer = staff.flatMap((e) => {
    let documents = 0;
    let unread = 0;
    for (const doc of docs) {
      if (!isRecipient(doc, e)) continue;
      documents += 1;
      if (!receipt(doc, e.userId).read) unread += 1;
    }
    return documents ? [apiDocumentUser(e, { DocumentCount: documents, UnreadCount: unread })] : [];
  });
  return HttpResponse.json(answer);
}

async function uploadDocuments(ctx: MockContext): Promise<Response> {
  const form = await ctx.request.formData().catch(() => null);
  if (!form) return badRequest('Body must be multipart/form-data');
  const data = parseUploadData(form.get('data'));
  if (data instanceof Response) return data;
  const files = form.getAll('file').filter((f): f is File => typeof f !== 'string');
  const problem = checkFiles(files, data);
  if (problem) return problem;
  const docs = ctx.db.get(documentsTable);
  const tags = tagIndex(ctx);
  for (const meta of data) {
    if (!hasAccess(ctx.user.access, { names: ['DOC_UPLOAD'], districts: meta.District })) {
      return forbidden('Saknar behörighet (DOC_UPLOAD)');
    }
    if (!DOCUMENT_ID_PATTERN.test(String(meta.Id))) return badRequest('Id must be 9 + 8 digits');
    if (docs.some((d) => d.ID === meta.Id) || archivedId(meta.Id)) return conflict('Id exists');
    if (!tags.has(meta.ProcessTagId)) return badRequest('Unknown process tag');
  }
  const created = await Promise.all(
    data.map(async (meta, i): Promise<MockDocument> => {
      const file = files[i]!;
      const day = meta.Created.slice(0, 19);
      return {
        ID: meta.Id,
        Name: meta.FileName,
        DistrictIDs: [...new Set(meta.District)],
        ExternalID: meta.DocId,
        ExternalGUID: meta.GUID,
        ExternalDocIDString: meta.DocId,
        Size: file.size,
        ReadReceipt: meta.ReadReceipt,
        ProcessTagIDs: [meta.ProcessTagId],
        ContentType: file.type || 'application/octet-stream',
        AuthorName: meta.Author,
        PublishedDateTime: day,
        ModifiedDateTime: meta.Modified.slice(0, 19),
        ValidFromDateTime: meta.DriftMessageStart ?? day,
        ValidToDateTime: meta.DriftMessageEnd ?? '9999-12-31T00:00:00',
        Version: meta.Version,
        Roles: [...DOCUMENT_ROLES],
        ReadShare: 0,
        Featured: false,
        Content: toBase64(new Uint8Array(await file.arrayBuffer())),
        Stored: false,
        UploadedBy: ctx.user.userId,
      };
    }),
  );
  docs.unshift(...created);
  ctx.db.changed();
  return HttpResponse.json(created.map((d) => ({ ID: d.ID, Name: d.Name })));
}

async function storeDocument(ctx: MockContext): Promise<Response> {
  const form = await ctx.request.formData().catch(() => null);
  if (!form) return badRequest('Body must be multipart/form-data');
  const file = form.get('file');
  if (!file || typeof file === 'string' || file.size === 0) return badRequest('No content in file');
  let meta: unknown;
  try {
    meta = JSON.parse(String(form.get('data') ?? ''));
  } catch {
    return badRequest('data must be JSON');
  }
  const parsed = uploadMetadataSchema.safeParse(meta);
  if (!parsed.success) return badRequest('data is not upload metadata');
  ctx.requireAccess({ names: ['DOC_UPLOAD'], districts: parsed.data.District });
  const doc = findDocument(ctx.db, parsed.data.Id);
  if (!doc) return notFound('Unknown document');
  doc.Stored = true;
  ctx.db.changed();
  return HttpResponse.json({ Id: doc.ID, GUID: doc.ExternalGUID, Stored: true });
}

export const documentsHandlers: RequestHandler[] = [
  http.get(
    mockPath('api', '/processtag/getFilter'),
    secured(DOC_ANY, (ctx) => {
      readFilter(ctx, z.object({ userId: z.string().min(1), districtId: z.number().int() }));
      return HttpResponse.json(ctx.db.get(processTagsTable));
    }),
  ),
  http.get(mockPath('api', '/document/getfilter'), secured(DOC_ANY, getDocuments)),
  http.post(mockPath('api', '/document/mark'), secured(DOC_ANY, markDocument)),
  http.get(
    mockPath('api', '/document/getdocumentusersummary'),
    secured({ names: FOLLOWUP }, (ctx) => {
      const doc = findDocument(ctx.db, intParam(ctx.query('documentId'), 'documentId')!);
      if (!doc) throw notFound('Unknown document');
      const recipients = recipientsOf(doc, staffByDistrict(ctx.db), {
        districtIds: null,
        dutySiteId: null,
      });
      const counts = countReceipts(doc, recipients, receiptsOf(ctx.db));
      return HttpResponse.json({
        DocumentID: doc.ID,
        UserCount: counts.recipients,
        ReadCount: counts.read,
        UnreadCount: counts.recipients - counts.read,
        CheckedCount: counts.checked,
      });
    }),
  ),
  http.get(
    mockPath('api', '/document/download'),
    secured(DOC_ANY, (ctx) => {
      const doc = findDocument(ctx.db, intParam(ctx.query('id'), 'id')!);
      if (!ctx.query('userid')) throw badRequest('userid is required');
      if (!doc) throw notFound('Unknown document');
      const path = tagPath(doc.ProcessTagIDs[0] ?? 1, tagIndex(ctx));
      const body = doc.Content
        ? fromBase64(doc.Content)
        : demoPdf([
            doc.Name,
            `Version ${doc.Version}, ${doc.AuthorName}`,
            path.map((t) => t.Name).join(' / '),
          ]);
      return new HttpResponse(body, {
        headers: {
          'content-type': doc.Content ? doc.ContentType : 'application/pdf',
          'content-disposition': `attachment; filename="${doc.ID}.pdf"`,
        },
      });
    }),
  ),
  http.post(
    mockPath('api', '/document/upload'),
    secured({ names: ['DOC_UPLOAD'] }, uploadDocuments),
  ),
  http.get(
    mockPath('api', '/document/:id'),
    secured(DOC_ANY, (ctx) => {
      const id = intParam(String(ctx.params.id), 'id')!;
      const doc = findDocument(ctx.db, id);
      if (doc) return HttpResponse.json({ ID: doc.ID, Name: doc.Name });
      if (archivedId(id)) return HttpResponse.json({ ID: id, Name: 'Arkiverat dokument' });
      return notFound('Document not found');
    }),
  ),
  http.get(
    mockPath('doc', '/v1/document/users'),
    secured({ names: FOLLOWUP }, (ctx) => documentUsers(ctx, null)),
  ),
  http.get(
    mockPath('doc', '/v1/document/searchusers'),
    secured({ names: FOLLOWUP }, (ctx) => {
      const word = ctx.query('searchword')?.trim() ?? '';
      if (!word) throw badRequest('Text parameter is not included or is empty');
      return documentUsers(ctx, word);
    }),
  ),
  http.post(
    mockPath('doc', '/v1/Document/Upload'),
    secured({ names: ['DOC_UPLOAD'] }, storeDocument),
  ),
];
