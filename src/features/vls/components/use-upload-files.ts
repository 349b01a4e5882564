import { useRef, useState } from 'react';
import { NOTHING_DONE } from '../lib/run-upload';
import { keptUploads, resumeUpload, type FileIdentity } from '../lib/upload-memory';
import type { UploadEntry } from './upload-file-list';

const sameFile = (a: FileIdentity, b: FileIdentity) =>
  a.name === b.name && a.size === b.size && a.lastModified === b.lastModified;

/**
 * The files chosen for upload, each with the name to send it under and how far it got; and the
 * uploads of an earlier visit whose outcome is not known (`waitingFor`): the same file chosen
 * again goes on under its id, looking first.
 */
export function useUploadFiles(userId: string) {
  const [entries, setEntries] = useState<UploadEntry[]>([]);
  const nextKey = useRef(1);
  const [remembered, setRemembered] = useState(() => keptUploads(userId));
  const waitingFor = remembered.filter(
    ({ file: kept }) => !entries.some(({ file }) => sameFile(file, kept)),
  );

  const update = (key: number, change: Partial<UploadEntry>) =>
    setEntries((list) => list.map((e) => (e.key === key ? { ...e, ...change } : e)));
  const add = (files: File[]) =>
    setEntries((list) => [
      ...list,
      ...files.map((file) => {
        const resumed = resumeUpload(userId, file);
        return {
          key: nextKey.current++,
          file,
          name: resumed?.meta?.FileName ?? file.name,
          status: resumed ? ('unknown' as const) : ('waiting' as const),
          progress: resumed ?? NOTHING_DONE,
        };
      }),
    ]);
  const rename = (key: number, name: string) => update(key, { name, status: 'waiting' });
  const remove = (key: number) => setEntries((list) => list.filter((e) => e.key !== key));
  /** After a run: what is still not known is read again from storage. */
  const recall = () => setRemembered(keptUploads(userId));

  return { entries, waitingFor, update, add, rename, remove, recall };
}
