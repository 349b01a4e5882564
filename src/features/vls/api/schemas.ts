import * as z from 'zod/mini';
import { flag, id, optionalId } from '@/lib/api/schemas';
import { serverDate } from '@/lib/time/server-date';
import { OPERATIONAL_CHAIN } from '@/lib/documents/fallback-process-tags';

/**
 * Response shapes of the document calls (spec 1 §3), checked at the boundary. Only what the
 * portal cannot do without is required (the ids); a text or count may come as a number or a
 * string, or be missing.
 */

/** Text that may come as a number, or be missing: '' then. */
export const text = z.pipe(
  z.nullish(z.union([z.string(), z.number().check(z.refine(Number.isFinite))])),
  z.transform((value) => (value == null ? '' : String(value))),
);

export const processTagSchema = z.object({
  ID: id,
  Level: text,
  Name: text,
  ParentProcessTagID: optionalId,
});

const ids = z.pipe(
  z.nullish(z.array(id)),
  z.transform((v) => v ?? []),
);

/** A count that may be missing or null: 0 then. */
export const count = z.pipe(
  z.nullish(z.union([z.number(), z.string().check(z.regex(/^-?\d+(\.\d+)?$/))])),
  z.transform((v) => (v == null ? 0 : Number(v))),
);

const OPERATIONAL = OPERATIONAL_CHAIN.join('-');

export const documentSchema = z.pipe(
  z.object({
    ID: id,
    Name: text,
    DistrictIDs: ids,
    DownloadURL: text,
    ExternalID: text,
    ExternalGUID: text,
    ExternalDocIDString: text,
    Size: count,
    UserCount: count,
    UserRead: flag,
    UserChecked: flag,
    ReadReceipt: flag,
    ProcessTagString: text,
    ProcessTagStringAbbrev: text,
    Process: text,
    ProcessTagIDs: ids,
    Area: text,
    ContentType: text,
    AuthorName: text,
    PublishedDateTime: serverDate,
    ModifiedDateTime: serverDate,
    ValidFromDateTime: serverDate,
    ValidToDateTime: serverDate,
    Version: text,
  }),
  z.transform((doc) => ({ ...doc, operational: doc.ProcessTagStringAbbrev === OPERATIONAL })),
);
export type VlsDocument = z.infer<typeof documentSchema>;

export const documentUserSchema = z.object({
  employeeNumber: text,
  /** Needed (row key, review link): text or a number, kept as text. */
  UserId: z.pipe(
    z.union([z.string().check(z.minLength(1)), z.number()]),
    z.transform((v) => String(v)),
  ),
  FirstName: text,
  LastName: text,
  DefaultDistrictId: optionalId,
  DutySiteIDs: ids,
  Roles: z.pipe(
    z.nullish(z.array(z.object({ ID: id, Name: text }))),
    z.transform((v) => v ?? []),
  ),
  Read: flag,
  Checked: flag,
  DocumentCount: count,
  UnreadCount: count,
});
export type DocumentUser = z.infer<typeof documentUserSchema>;
