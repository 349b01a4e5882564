import { getDistricts } from '@/lib/resources/org/get-districts';
import { getDutySites } from '@/lib/resources/org/get-duty-sites';
import { getRoles } from '@/lib/resources/org/get-roles';
import { getProcessTags } from '@/features/vls/api/get-process-tags';
import { getDocuments } from '@/features/vls/api/get-documents';
import { getDocumentUserSummary } from '@/features/vls/api/get-document-user-summary';
import { getDocumentUsers } from '@/features/vls/api/get-document-users';
import { searchDocumentUsers } from '@/features/vls/api/search-document-users';
import { isDocumentIdFree } from '@/features/vls/api/check-document-id';
import { downloadDocument } from '@/features/vls/api/download-document';
import { generateDocumentId } from '@/features/vls/lib/document-id';
import { check, first, Skip, type Ctx } from './check';

/** Fields the document reader derives from the tag chain. */
const DOCUMENT_DERIVED = ['operational'];

const noDocument = new Skip('no document in the lists to ask about');
const documentId = (ctx: Ctx) => ctx.found.documentId ?? noDocument;
const keepDocument = (docs: readonly { ID: number }[], ctx: Ctx) => {
  ctx.found.documentId ??= first(docs)?.ID;
};

/** A word that finds at least the user: the last word of their name, else one letter. */
const searchWord = (ctx: Ctx) => ctx.session.name.trim().split(/\s+/).pop() || 'a';

/**
 * Spec 1 §7 gives no call to look for a file on the doc host, so after an unknown outcome of its
 * /v1/Document/Upload the portal can only send it again (when the user presses again) under the
 * same Id and GUID. The check never writes; the operator must confirm the server takes it so.
 */
export const DOC_UPLOAD_NOTE =
  'assumption to confirm with the operator (not in spec 1 §7): a /v1/Document/Upload sent again with the same Id and GUID (after an answer that left its outcome unknown) stores the same document, not a second one (not called: this check never writes)';

/** Spec 1 §7: the auth host's districts and roles, the api host's duty sites and documents. */
export const documentChecks = [
  check({ host: 'auth', label: 'GET /api/district', run: () => getDistricts() }),
  check({ host: 'auth', label: 'GET /api/Admin/ListRoles', run: () => getRoles() }),
  check({ host: 'api', label: 'GET /auth/dutysite/list', run: () => getDutySites() }),
  check({
    host: 'api',
    label: 'GET /processtag/getFilter',
    run: (ctx) => getProcessTags(ctx.session.userId, ctx.districtId),
    optional: 'the portal shows its embedded tag tree',
  }),
  check({
    host: 'api',
    label: 'GET /document/getfilter (my documents)',
    run: (ctx) =>
      getDocuments({
        userId: ctx.session.userId,
        followup: false,
        districtId: ctx.districtId,
        dutySiteId: null,
      }),
    derived: DOCUMENT_DERIVED,
    keep: keepDocument,
  }),
  check({
    host: 'api',
    label: 'GET /document/getfilter (follow-up)',
    run: (ctx) =>
      getDocuments({
        userId: ctx.session.userId,
        followup: true,
        districtId: ctx.districtId,
        dutySiteId: null,
      }),
    derived: DOCUMENT_DERIVED,
    keep: keepDocument,
  }),
  check({
    host: 'api',
    label: 'GET /document/getfilter (all documents)',
    run: (ctx) =>
      getDocuments({
        userId: ctx.session.userId,
        followup: false,
        districtId: ctx.districtId,
        dutySiteId: null,
        processtagid: [],
      }),
    derived: DOCUMENT_DERIVED,
    keep: keepDocument,
  }),
  check({
    host: 'api',
    label: 'GET /document/getdocumentusersummary',
    run: (ctx) => {
      const id = documentId(ctx);
      return id instanceof Skip ? id : getDocumentUserSummary(id);
    },
  }),
  check({
    host: 'api',
    label: 'GET /document/download',
    run: (ctx) => {
      const id = documentId(ctx);
      return id instanceof Skip ? id : downloadDocument(id, ctx.session.userId);
    },
    describe: (blob) => `a file of ${blob.size} bytes${blob.type ? ` (${blob.type})` : ''}`,
  }),
  check({
    host: 'api',
    label: 'GET /document/{id} (upload id check)',
    run: () => isDocumentIdFree(generateDocumentId()),
    describe: (free) => (free ? 'the new id is free (404)' : 'the new id is taken'),
    assumption: DOC_UPLOAD_NOTE,
  }),
  check({
    host: 'doc',
    label: 'GET /v1/document/users',
    run: (ctx) => {
      const id = documentId(ctx);
      return id instanceof Skip
        ? id
        : getDocumentUsers(id, { districtId: ctx.districtId, dutySiteId: null });
    },
  }),
  check({
    host: 'doc',
    label: 'GET /v1/document/searchusers',
    run: (ctx) =>
      searchDocumentUsers(searchWord(ctx), { districtId: ctx.districtId, dutySiteId: null }),
  }),
];
