import { HttpResponse } from 'msw';
import type { RequestHandler } from 'msw';
import { http, mockPath, secured, type MockContext } from '../lib/handler';
import { intParam } from '../lib/params';
import { badRequest, notFound } from '../lib/errors';
import { employeeName } from '../seed/org';
import { documentsTable } from '../seed/documents';
import {
  findDocument,
  isRecipient,
  receiptsOf,
  recipientsOf,
  staffByDistrict,
} from '../rules/documents-receipts';
import { apiDocumentUser } from './documents-dto';
import { FOLLOWUP, followupDistricts } from './documents-params';

/** The doc host's document users: who received a document, and the staff's read counts. */

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
    if (!doc) throw notFound('Okänt dokument');
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

export const documentUsersHandlers: RequestHandler[] = [
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
];
