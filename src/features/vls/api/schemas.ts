import * as z from 'zod/mini';
import { flag, id, optionalId, text } from '@/lib/api/schemas';
import { serverDate } from '@/lib/api/server-date';
import { OPERATIONAL_CHAIN } from '@/lib/documents/fallback-process-tags';

/** Response shapes of the document calls (spec 1 §3), checked at the boundary. */

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
  z.optional(z.nullable(z.number())),
  z.transform((v) => v ?? 0),
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
  UserId: z.string().check(z.minLength(1)),
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
