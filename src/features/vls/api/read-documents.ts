import { fault, reader, readArray, readFlag, readId, readObject } from '@/lib/api/reader';
import { parseServerDate } from '@/lib/time/stockholm';
import { OPERATIONAL_CHAIN } from '@/lib/documents/fallback-process-tags';
import type { VlsDocument } from './schemas';

/**
 * Reads a list of documents as `z.array(documentSchema)` does (same values, same first fault),
 * by hand: the follow-up lists thousands, and the schema's pipes took most of the time from
 * answer to screen on a slow machine (issue 16). A fault throws at its path (see `fault` in
 * `@/lib/api/reader`); a path is made only then.
 */
export const documentsReader = reader(readDocuments);

function readDocuments(data: unknown): VlsDocument[] {
  const items = readArray(data, []);
  const out = new Array<VlsDocument>(items.length);
  for (let i = 0; i < items.length; i++) out[i] = readDocument(items[i], i);
  return out;
}

const OPERATIONAL = OPERATIONAL_CHAIN.join('-');

const text = (v: unknown, i: number, key: string): string =>
  v == null
    ? ''
    : typeof v === 'string'
      ? v
      : typeof v === 'number' && Number.isFinite(v)
        ? String(v)
        : fault([i, key]);
const id = (v: unknown, path: () => PropertyKey[]): number =>
  typeof v === 'number' && Number.isFinite(v) ? v : readId(v, path());
const ids = (v: unknown, i: number, key: string): number[] => {
  if (v == null) return [];
  const list = Array.isArray(v) ? v : readArray(v, [i, key]);
  const out = new Array<number>(list.length);
  for (let n = 0; n < list.length; n++) out[n] = id(list[n], () => [i, key, n]);
  return out;
};
/** A count that may be missing or null (0 then), or come as text. */
const count = (v: unknown, i: number, key: string): number =>
  v == null
    ? 0
    : typeof v === 'number' && Number.isFinite(v)
      ? v
      : typeof v === 'string' && /^-?\d+(\.\d+)?$/.test(v)
        ? Number(v)
        : fault([i, key]);
const flag = (v: unknown, i: number, key: string): boolean =>
  v === true ? true : v === false || v == null ? false : readFlag(v, [i, key]);
const date = (v: unknown, i: number, key: string): Date | null =>
  v == null || typeof v === 'string' ? parseServerDate(v) : fault([i, key]);

function readDocument(v: unknown, i: number): VlsDocument {
  const d =
    typeof v === 'object' && v !== null && !Array.isArray(v)
      ? (v as Record<string, unknown>)
      : readObject(v, [i]);
  // Read in the schema's order, so that the first fault is the one zod reports first.
  const doc = {
    ID: id(d.ID, () => [i, 'ID']),
    Name: text(d.Name, i, 'Name'),
    DistrictIDs: ids(d.DistrictIDs, i, 'DistrictIDs'),
    DownloadURL: text(d.DownloadURL, i, 'DownloadURL'),
    ExternalID: text(d.ExternalID, i, 'ExternalID'),
    ExternalGUID: text(d.ExternalGUID, i, 'ExternalGUID'),
    ExternalDocIDString: text(d.ExternalDocIDString, i, 'ExternalDocIDString'),
    Size: count(d.Size, i, 'Size'),
    UserCount: count(d.UserCount, i, 'UserCount'),
    UserRead: flag(d.UserRead, i, 'UserRead'),
    UserChecked: flag(d.UserChecked, i, 'UserChecked'),
    ReadReceipt: flag(d.ReadReceipt, i, 'ReadReceipt'),
    ProcessTagString: text(d.ProcessTagString, i, 'ProcessTagString'),
    ProcessTagStringAbbrev: text(d.ProcessTagStringAbbrev, i, 'ProcessTagStringAbbrev'),
    Process: text(d.Process, i, 'Process'),
    ProcessTagIDs: ids(d.ProcessTagIDs, i, 'ProcessTagIDs'),
    Area: text(d.Area, i, 'Area'),
    ContentType: text(d.ContentType, i, 'ContentType'),
    AuthorName: text(d.AuthorName, i, 'AuthorName'),
    PublishedDateTime: date(d.PublishedDateTime, i, 'PublishedDateTime'),
    ModifiedDateTime: date(d.ModifiedDateTime, i, 'ModifiedDateTime'),
    ValidFromDateTime: date(d.ValidFromDateTime, i, 'ValidFromDateTime'),
    ValidToDateTime: date(d.ValidToDateTime, i, 'ValidToDateTime'),
    Version: text(d.Version, i, 'Version'),
    operational: false,
  };
  doc.operational = doc.ProcessTagStringAbbrev === OPERATIONAL;
  return doc;
}
