import { hashString } from '../lib/random';
import type { MockNamespace } from '../db/namespace';
import { DEMO_USERS } from '../seed/demo-users';
import { employeesTable, type MockEmployee } from '../seed/org';
import { documentReceiptsTable, documentsTable, type MockDocument } from '../seed/documents';

/**
 * Who must read a document and who has: recipients are the staff whose home district is one of
 * the document's districts and who hold one of its roles. A receipt is the stored mark when
 * there is one, otherwise the seeded value (a hash of document and user against the document's
 * read share; the demo users have not read the featured documents).
 */

const DEMO_IDS = new Set(DEMO_USERS.map((u) => u.employee.userId));
const userKeys = new Map<string, number>();

function userKey(userId: string): number {
  let key = userKeys.get(userId);
  if (key === undefined) {
    key = hashString(userId);
    userKeys.set(userId, key);
  }
  return key;
}

function mix(a: number, b: number): number {
  let h = Math.imul(a ^ 0x9e3779b9, 0x85ebca6b) ^ b;
  h = Math.imul(h ^ (h >>> 13), 0xc2b2ae35);
  h ^= h >>> 16;
  return (h >>> 0) / 4294967296;
}

export interface Receipt {
  read: boolean;
  checked: boolean;
}

export function seededReceipt(doc: MockDocument, userId: string): Receipt {
  if (doc.UploadedBy !== null) return { read: false, checked: false };
  if (DEMO_IDS.has(userId)) {
    if (doc.Featured) return { read: false, checked: false };
    const read = mix(doc.ID, userKey(userId)) < 0.92;
    return { read, checked: read };
  }
  const key = userKey(userId);
  const read = mix(doc.ID, key) < doc.ReadShare;
  return { read, checked: read && mix(key, doc.ID) < 0.5 };
}

export type ReceiptLookup = (doc: MockDocument, userId: string) => Receipt;

/** The receipt lookup of one namespace (stored marks first). */
export function receiptsOf(db: MockNamespace): ReceiptLookup {
  const stored = db.get(documentReceiptsTable);
  return (doc, userId) => stored[doc.ID]?.[userId] ?? seededReceipt(doc, userId);
}

export function isRecipient(doc: MockDocument, employee: MockEmployee): boolean {
  return (
    doc.DistrictIDs.includes(employee.defaultDistrictId) &&
    employee.roles.some((role) => doc.Roles.includes(role))
  );
}

export interface RecipientScope {
  /** Only staff of these districts (null: every district of the document). */
  districtIds: readonly number[] | null;
  /** Only staff of this duty site. */
  dutySiteId: number | null;
}

export function inScope(employee: MockEmployee, scope: RecipientScope): boolean {
  if (scope.districtIds && !scope.districtIds.includes(employee.defaultDistrictId)) return false;
  return scope.dutySiteId === null || employee.dutySiteIds.includes(scope.dutySiteId);
}

/** Staff grouped by home district, so that a document looks only at its own districts. */
export function staffByDistrict(db: MockNamespace): Map<number, MockEmployee[]> {
  const groups = new Map<number, MockEmployee[]>();
  for (const e of db.get(employeesTable)) {
    const list = groups.get(e.defaultDistrictId) ?? [];
    list.push(e);
    groups.set(e.defaultDistrictId, list);
  }
  return groups;
}

export function recipientsOf(
  doc: MockDocument,
  groups: Map<number, MockEmployee[]>,
  scope: RecipientScope,
): MockEmployee[] {
  const out: MockEmployee[] = [];
  for (const districtId of doc.DistrictIDs) {
    if (scope.districtIds && !scope.districtIds.includes(districtId)) continue;
    for (const e of groups.get(districtId) ?? []) {
      if (isRecipient(doc, e) && inScope(e, scope)) out.push(e);
    }
  }
  return out;
}

/** Recipients, read and checked counts of a document within a scope. */
export function countReceipts(
  doc: MockDocument,
  recipients: readonly MockEmployee[],
  receipt: ReceiptLookup,
): { recipients: number; read: number; checked: number } {
  let read = 0;
  let checked = 0;
  for (const e of recipients) {
    const r = receipt(doc, e.userId);
    if (r.read) read += 1;
    if (r.checked) checked += 1;
  }
  return { recipients: recipients.length, read, checked };
}

export function findDocument(db: MockNamespace, id: number): MockDocument | undefined {
  return db.get(documentsTable).find((d) => d.ID === id);
}
