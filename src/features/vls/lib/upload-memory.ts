import { readStored, writeStored } from '@/lib/web-storage';
import type { UploadProgress } from './run-upload';
import type { UploadMetadata } from './upload-metadata';

/**
 * How far each file's upload got, kept in localStorage per user, so that a reload or leaving the
 * page does not lose the id of a document that may exist: the same file chosen again (same name,
 * size and last change) goes on under its id and GUID, and looks before it sends. Kept until the
 * upload is done, for at most a day, and for the last MAX_KEPT files.
 */
export const KEEP_MS = 24 * 60 * 60 * 1000;
export const MAX_KEPT = 20;

/** What a browser tells of a chosen file: a file chosen again is the same when these are. */
export interface FileIdentity {
  name: string;
  size: number;
  lastModified: number;
}

export interface KeptUpload {
  file: FileIdentity;
  /** When last kept (ms since the epoch). */
  at: number;
  meta: UploadMetadata;
  apiDone: boolean;
}

const storageKey = (userId: string) => `pp.vls.uploads.${userId}`;
const same = (a: FileIdentity, b: FileIdentity) =>
  a.name === b.name && a.size === b.size && a.lastModified === b.lastModified;

function isKept(v: unknown): v is KeptUpload {
  if (!v || typeof v !== 'object') return false;
  const { file, at, meta, apiDone } = v as Record<string, unknown>;
  const f = file as Record<string, unknown> | null;
  const m = meta as Record<string, unknown> | null;
  return (
    typeof f?.name === 'string' &&
    Number.isFinite(f.size) &&
    Number.isFinite(f.lastModified) &&
    Number.isFinite(at) &&
    Number.isInteger(m?.Id) &&
    typeof m?.GUID === 'string' &&
    typeof m.FileName === 'string' &&
    typeof m.DocId === 'string' &&
    typeof apiDone === 'boolean'
  );
}

const parse = (raw: unknown) => (Array.isArray(raw) ? raw.filter(isKept) : null);

/** The files kept for the user: kept within the last day, the newest last. */
export function keptUploads(userId: string, now = Date.now()): KeptUpload[] {
  const list = readStored('local', storageKey(userId), parse) ?? [];
  return list.filter((k) => k.at > now - KEEP_MS && k.at <= now + 60_000);
}

/** Keeps how far `file` got (once it has an id); forgets it once done. */
export function keepUpload(
  userId: string,
  file: FileIdentity,
  progress: UploadProgress,
  done: boolean,
  now = Date.now(),
): void {
  const others = keptUploads(userId, now).filter((k) => !same(k.file, file));
  const { name, size, lastModified } = file;
  const list =
    done || !progress.meta
      ? others
      : [
          ...others,
          {
            file: { name, size, lastModified },
            at: now,
            meta: progress.meta,
            apiDone: progress.apiDone,
          },
        ];
  writeStored('local', storageKey(userId), list.slice(-MAX_KEPT));
}

/**
 * Where the same file chosen again goes on from: its id and GUID, with the step that was under
 * way marked unknown (the page went away while it ran), so that the api host is looked at before
 * anything is sent. Null for a file not kept.
 */
export function resumeUpload(
  userId: string,
  file: FileIdentity,
  now = Date.now(),
): UploadProgress | null {
  const kept = keptUploads(userId, now).find((k) => same(k.file, file));
  if (!kept) return null;
  return { meta: kept.meta, apiDone: kept.apiDone, unknown: kept.apiDone ? 'doc' : 'api' };
}
