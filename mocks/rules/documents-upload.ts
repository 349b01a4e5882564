import { z } from 'zod';
import { HttpResponse } from 'msw';
import { hashString } from '../lib/random';
import { badRequest } from '../lib/errors';

/**
 * The upload metadata the api host and the doc host receive in the `data` part (spec 1 §3:
 * file name, GUID, Id, OperationType, process, read receipt, author, created, drift message
 * start and end, doc id, main process, version, modified, process tag full path, district).
 * `ProcessTagId` is added so that the server need not resolve the path.
 */
export const uploadMetadataSchema = z.object({
  FileName: z.string().min(1),
  GUID: z.string().min(1),
  Id: z.number().int(),
  OperationType: z.string().default('Create'),
  Process: z.string().default(''),
  ProcessTagId: z.number().int(),
  ReadReceipt: z.boolean(),
  Author: z.string().default(''),
  Created: z.string(),
  DriftMessageStart: z.string().nullable().default(null),
  DriftMessageEnd: z.string().nullable().default(null),
  DocId: z.string().default(''),
  MainProcess: z.string().default(''),
  Version: z.string().default(''),
  Modified: z.string(),
  ProcessTagFullPath: z.string().default(''),
  District: z.array(z.number().int()).min(1),
});
export type UploadMetadata = z.infer<typeof uploadMetadataSchema>;

export const DOCUMENT_ID_PATTERN = /^9\d{8}$/;

/**
 * Ids the document archive already holds besides the portal's documents: about one in three,
 * so that the client's "try until 404" loop is exercised now and then.
 */
export function archivedId(id: number): boolean {
  return hashString(`archive:${id}`) % 3 === 0;
}

/**
 * The spec names no size limit: the servers accept what the portal allows (its own, documented
 * 25 MB; the same as MAX_UPLOAD_BYTES of src/features/vls/lib/upload-validation, which a test
 * holds them to), and refuse more as a server would, with 413 Payload Too Large.
 */
export const MAX_UPLOAD_BYTES = 25 * 1024 * 1024;
const tooLarge = (message: string) => HttpResponse.json({ message }, { status: 413 });

/** The `data` part: an array of metadata, checked as the real server does; throws a 400. */
export function parseUploadData(raw: FormDataEntryValue | null): UploadMetadata[] {
  let value: unknown;
  try {
    value = typeof raw === 'string' ? JSON.parse(raw) : undefined;
  } catch {
    value = undefined;
  }
  if (!Array.isArray(value)) throw badRequest('Data must be an array!');
  if (value.length === 0) throw badRequest('No data');
  const parsed = z.array(uploadMetadataSchema).safeParse(value);
  if (!parsed.success) {
    const issue = parsed.error.issues[0];
    throw badRequest(`Ogiltiga data: ${issue?.path.join('.')} ${issue?.message ?? ''}`.trim());
  }
  return parsed.data;
}

/** The files of a multipart body: content, size and unique names; throws a 400 (413: too large). */
export function checkFiles(files: File[], data: UploadMetadata[]): void {
  if (files.length !== data.length) throw badRequest('Every file needs its data');
  if (files.some((f) => f.size === 0)) throw badRequest('No content in file');
  if (files.some((f) => f.size > MAX_UPLOAD_BYTES))
    throw tooLarge('Filen är för stor: högst 25 MB per fil');
  const names = data.map((d) => d.FileName.toLowerCase());
  if (new Set(names).size !== names.length) throw badRequest('Name duplicates');
}

export function toBase64(bytes: Uint8Array): string {
  let binary = '';
  for (let i = 0; i < bytes.length; i += 0x8000) {
    binary += String.fromCharCode(...bytes.subarray(i, i + 0x8000));
  }
  return btoa(binary);
}

export function fromBase64(text: string): Uint8Array {
  return Uint8Array.from(atob(text), (c) => c.charCodeAt(0));
}
