import {
  fault,
  reader,
  readArray,
  readFlagAt,
  readIdAt,
  readLabelAt,
  readObjectAt,
} from '@/lib/api/reader';
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

type Path = readonly (string | number)[];

const ids = (v: unknown, at: Path, key: string): number[] => {
  if (v == null) return [];
  const listAt = [...at, key];
  const list = readArray(v, listAt);
  const out = new Array<number>(list.length);
  for (let n = 0; n < list.length; n++) out[n] = readIdAt(list[n], listAt, n);
  return out;
};
/** A count that may be missing or null (0 then), or come as text. */
const count = (v: unknown, at: Path, key: string): number =>
  v == null
    ? 0
    : typeof v === 'number' && Number.isFinite(v)
      ? v
      : typeof v === 'string' && /^-?\d+(\.\d+)?$/.test(v)
        ? Number(v)
        : fault([...at, key]);
const dateAt = (v: unknown, at: Path, key: string): Date | null =>
  v == null || typeof v === 'string' ? parseServerDate(v) : fault([...at, key]);

function readDocument(v: unknown, i: number): VlsDocument {
  const at = [i];
  const d = readObjectAt(v, at);
  // Read in the schema's order, so that the first fault is the one zod reports first.
  const doc = {
    ID: readIdAt(d.ID, at, 'ID'),
    Name: readLabelAt(d.Name, at, 'Name'),
    DistrictIDs: ids(d.DistrictIDs, at, 'DistrictIDs'),
    DownloadURL: readLabelAt(d.DownloadURL, at, 'DownloadURL'),
    ExternalID: readLabelAt(d.ExternalID, at, 'ExternalID'),
    ExternalGUID: readLabelAt(d.ExternalGUID, at, 'ExternalGUID'),
    ExternalDocIDString: readLabelAt(d.ExternalDocIDString, at, 'ExternalDocIDString'),
    Size: count(d.Size, at, 'Size'),
    UserCount: count(d.UserCount, at, 'UserCount'),
    UserRead: readFlagAt(d.UserRead, at, 'UserRead'),
    UserChecked: readFlagAt(d.UserChecked, at, 'UserChecked'),
    ReadReceipt: readFlagAt(d.ReadReceipt, at, 'ReadReceipt'),
    ProcessTagString: readLabelAt(d.ProcessTagString, at, 'ProcessTagString'),
    ProcessTagStringAbbrev: readLabelAt(d.ProcessTagStringAbbrev, at, 'ProcessTagStringAbbrev'),
    Process: readLabelAt(d.Process, at, 'Process'),
    ProcessTagIDs: ids(d.ProcessTagIDs, at, 'ProcessTagIDs'),
    Area: readLabelAt(d.Area, at, 'Area'),
    ContentType: readLabelAt(d.ContentType, at, 'ContentType'),
    AuthorName: readLabelAt(d.AuthorName, at, 'AuthorName'),
    PublishedDateTime: dateAt(d.PublishedDateTime, at, 'PublishedDateTime'),
    ModifiedDateTime: dateAt(d.ModifiedDateTime, at, 'ModifiedDateTime'),
    ValidFromDateTime: dateAt(d.ValidFromDateTime, at, 'ValidFromDateTime'),
    ValidToDateTime: dateAt(d.ValidToDateTime, at, 'ValidToDateTime'),
    Version: readLabelAt(d.Version, at, 'Version'),
    operational: false,
  };
  doc.operational = doc.ProcessTagStringAbbrev === OPERATIONAL;
  return doc;
}
