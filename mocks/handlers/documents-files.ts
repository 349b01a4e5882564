import { HttpResponse } from 'msw';
import type { RequestHandler } from 'msw';
import { http, mockPath, secured, type MockContext } from '../lib/handler';
import { intParam } from '../lib/params';
import { badRequest, conflict, notFound } from '../lib/errors';
import { NULL_DATE } from '../../src/lib/time/stockholm';
import { DOCUMENT_ROLES, documentsTable, type MockDocument } from '../seed/documents';
import { findDocument } from '../rules/documents-receipts';
import { tagPath } from './documents-dto';
import { demoPdf } from '../seed/documents-pdf';
import {
  archivedId,
  checkFiles,
  DOCUMENT_ID_PATTERN,
  fromBase64,
  parseUploadData,
  toBase64,
  uploadMetadataSchema,
} from '../rules/documents-upload';
import { DOC_ANY, FOLLOWUP, tagIndex } from './documents-params';

/** The document files: upload (api and doc host), download and the id look-up. */

/** A document is seen only with a document access (DOC*) in one of its districts. */
function requireDocumentAccess(ctx: MockContext, doc: MockDocument): void {
  ctx.requireAccess(
    { names: DOC_ANY.names, districts: doc.DistrictIDs },
    `Saknar behörighet till dokument ${doc.ID}`,
  );
}

async function uploadDocuments(ctx: MockContext): Promise<Response> {
  const form = await ctx.request.formData().catch(() => null);
  if (!form) throw badRequest('Innehållet måste vara multipart/form-data');
  const data = parseUploadData(form.get('data'));
  const files = form.getAll('file').filter((f): f is File => typeof f !== 'string');
  checkFiles(files, data);
  const docs = ctx.db.get(documentsTable);
  const tags = tagIndex(ctx);
  for (const meta of data) {
    ctx.requireAccess({ names: ['DOC_UPLOAD'], districts: meta.District });
    if (!DOCUMENT_ID_PATTERN.test(String(meta.Id)))
      throw badRequest('Id måste vara 9 följt av 8 siffror');
    if (docs.some((d) => d.ID === meta.Id) || archivedId(meta.Id)) throw conflict('Id exists');
    if (!tags.has(meta.ProcessTagId)) throw badRequest('Okänd processtagg');
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
        ValidToDateTime: meta.DriftMessageEnd ?? NULL_DATE,
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
  if (!form) throw badRequest('Innehållet måste vara multipart/form-data');
  const file = form.get('file');
  if (!file || typeof file === 'string' || file.size === 0) throw badRequest('No content in file');
  let meta: unknown;
  try {
    meta = JSON.parse(String(form.get('data') ?? ''));
  } catch {
    throw badRequest('data måste vara JSON');
  }
  const parsed = uploadMetadataSchema.safeParse(meta);
  if (!parsed.success) throw badRequest('data is not upload metadata');
  ctx.requireAccess({ names: ['DOC_UPLOAD'], districts: parsed.data.District });
  const doc = findDocument(ctx.db, parsed.data.Id);
  if (!doc) throw notFound('Okänt dokument');
  doc.Stored = true;
  ctx.db.changed();
  return HttpResponse.json({ Id: doc.ID, GUID: doc.ExternalGUID, Stored: true });
}

export const documentFilesHandlers: RequestHandler[] = [
  http.get(
    mockPath('api', '/document/download'),
    secured(DOC_ANY, (ctx) => {
      const doc = findDocument(ctx.db, intParam(ctx.query('id'), 'id')!);
      const userId = ctx.query('userid');
      if (!userId) throw badRequest('userid saknas');
      if (!doc) throw notFound('Okänt dokument');
      requireDocumentAccess(ctx, doc);
      // Another user's copy (review of a user) only with DOC_FOLLOWUP in the document's districts.
      if (userId !== ctx.user.userId)
        ctx.requireAccess({ names: FOLLOWUP, districts: doc.DistrictIDs });
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
      if (doc) {
        // Taken either way; what it is only for those with a document access in its districts.
        requireDocumentAccess(ctx, doc);
        return HttpResponse.json({ ID: doc.ID, Name: doc.Name });
      }
      if (archivedId(id)) return HttpResponse.json({ ID: id, Name: 'Arkiverat dokument' });
      throw notFound('Dokumentet finns inte');
    }),
  ),
  http.post(
    mockPath('doc', '/v1/Document/Upload'),
    secured({ names: ['DOC_UPLOAD'] }, storeDocument),
  ),
];
