import type { ProcessTag } from '../../src/lib/documents/fallback-process-tags';
import { ROLE_IDS } from '../seed/documents-roles';
import type { MockEmployee } from '../seed/org';
import type { MockDocument } from '../seed/documents';
import type { Receipt } from '../rules/documents-receipts';

/** How the servers shape documents and document users in their answers (spec 1 §3). */

export function tagPath(tagId: number, byId: Map<number, ProcessTag>): ProcessTag[] {
  const path: ProcessTag[] = [];
  let tag = byId.get(tagId);
  while (tag) {
    path.unshift(tag);
    tag = tag.ParentProcessTagID === null ? undefined : byId.get(tag.ParentProcessTagID);
  }
  return path;
}

export function apiDocument(
  doc: MockDocument,
  byId: Map<number, ProcessTag>,
  receipt: Receipt,
  unread: number,
) {
  const path = tagPath(doc.ProcessTagIDs[0] ?? 1, byId);
  return {
    ID: doc.ID,
    Name: doc.Name,
    DistrictIDs: doc.DistrictIDs,
    DownloadURL: `/document/download?id=${doc.ID}`,
    ExternalID: doc.ExternalID,
    ExternalGUID: doc.ExternalGUID,
    ExternalDocIDString: doc.ExternalDocIDString,
    Size: doc.Size,
    UserCount: unread,
    UserRead: receipt.read,
    UserChecked: receipt.checked,
    ReadReceipt: doc.ReadReceipt,
    ProcessTagString: path.map((t) => t.Name).join(' / '),
    ProcessTagStringAbbrev: path.map((t) => t.Level).join('-'),
    Process: path.at(-1)?.Name ?? '',
    ProcessTagIDs: doc.ProcessTagIDs,
    Area: path[1]?.Name ?? '',
    ContentType: doc.ContentType,
    AuthorName: doc.AuthorName,
    PublishedDateTime: doc.PublishedDateTime,
    ModifiedDateTime: doc.ModifiedDateTime,
    ValidFromDateTime: doc.ValidFromDateTime,
    ValidToDateTime: doc.ValidToDateTime,
    Version: doc.Version,
  };
}

export function apiDocumentUser(
  e: MockEmployee,
  extra: { Read?: boolean; Checked?: boolean; DocumentCount?: number; UnreadCount?: number },
) {
  return {
    employeeNumber: e.employeeNumber,
    UserId: e.userId,
    FirstName: e.firstName,
    LastName: e.lastName,
    DefaultDistrictId: e.defaultDistrictId,
    DutySiteIDs: e.dutySiteIds,
    Roles: [
      ...new Map(
        e.roles.flatMap((role) => {
          const r = ROLE_IDS[role];
          return r ? [[r.ID, { ID: r.ID, Name: r.Name }] as const] : [];
        }),
      ).values(),
    ],
    ...extra,
  };
}
