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
import type { RequestHandler } from 'msw';
import { documentsReadHandlers } from './documents-read';
import { documentFilesHandlers } from './documents-files';
import { documentUsersHandlers } from './documents-users';

export const documentsHandlers: RequestHandler[] = [
  ...documentsReadHandlers,
  ...documentFilesHandlers,
  ...documentUsersHandlers,
];
