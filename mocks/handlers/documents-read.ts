import { HttpResponse } from 'msw';
import type { RequestHandler } from 'msw';
import { z } from 'zod';
import { http, mockPath, secured, type MockContext } from '../lib/handler';
import { intParam, strictBoolParam } from '../lib/params';
import { badRequest, forbidden, notFound } from '../lib/errors';
import {
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
} from '../rules/documents-receipts';
import { apiDocument } from './documents-dto';
import {
  DOC_ANY,
  employeeById,
  filterSchema,
  FOLLOWUP,
  followupDistricts,
  readFilter,
  tagIndex,
} from './documents-params';

/** The api host's reading calls: process tags, the document filter, receipts, the summary. */

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
  if (filter.districtId === null) throw badRequest('filter.districtId saknas');
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
  if (!employee) throw notFound('Okänd användare');
  return answer(
    inDistrict.filter((d) => isRecipient(d, employee)),
    scope,
    filter.userId,
  );
}

function markDocument(ctx: MockContext): Response {
  const userId = ctx.query('userId');
  if (!userId) throw badRequest('userId saknas');
  const documentId = intParam(ctx.query('documentid'), 'documentid')!;
  const read = strictBoolParam(ctx, 'read');
  const check = strictBoolParam(ctx, 'check');
  if (userId !== ctx.user.userId) throw forbidden('Bara den egna läskvittensen kan markeras');
  const doc = findDocument(ctx.db, documentId);
  if (!doc) throw notFound('Okänt dokument');
  ctx.requireAccess({ names: ['DOC_TOREAD'], districts: doc.DistrictIDs });
  const employee = employeeById(ctx, userId);
  if (!employee || !isRecipient(doc, employee))
    throw badRequest('Användaren är inte mottagare av dokumentet');
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

export const documentsReadHandlers: RequestHandler[] = [
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
      if (!doc) throw notFound('Okänt dokument');
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
];
