import { useState } from 'react';
import { useStrings } from '@/lib/i18n';
import { errorDetail } from '@/lib/api/api-error';
import { toDateKey } from '@/lib/time/stockholm';
import { useUploadDocument } from '../api/upload-document';
import { IdGenerationError } from '../lib/document-id';
import {
  refusedAsTooLarge,
  UploadOutcomeUnknown,
  type SharedMetadata,
  type UploadProgress,
} from '../lib/run-upload';
import { validateUpload } from '../lib/upload-validation';
import { keepUpload } from '../lib/upload-memory';
import { sameDetails } from '../lib/shared-metadata';
import { vlsStrings } from '../strings';
import type { UploadEntry } from './upload-file-list';

const extension = (name: string) => /\.[^.]+$/.exec(name)?.[0] ?? '';

/**
 * One press of upload: the files validated, then each sent in turn from where it got to; what
 * went wrong (`error`), that all went (`done`), and a note when a file kept the details it was
 * created with (`notice`). `shared` gives the details, or a refusal to show instead.
 */
export function useUploadRun({
  userId,
  entries,
  update,
  shared,
  after,
}: {
  userId: string;
  entries: readonly UploadEntry[];
  update: (key: number, change: Partial<UploadEntry>) => void;
  shared: () => SharedMetadata | string;
  after: () => void;
}) {
  const t = useStrings(vlsStrings);
  const upload = useUploadDocument();
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const [done, setDone] = useState(false);
  const [notice, setNotice] = useState<string | null>(null);

  const run = async () => {
    if (busy) return;
    setError(null);
    setDone(false);
    setNotice(null);
    const check = validateUpload(
      entries.map((e) => ({ name: e.name, size: e.file.size, extension: extension(e.file.name) })),
      toDateKey(),
    );
    if (!check.ok) {
      if ('message' in check) return setError(check.message);
      const name = entries[check.index]!.file.name;
      return setError(check.limit === 'size' ? t.upload.tooLarge(name) : t.upload.wrongType(name));
    }
    const details = shared();
    if (typeof details === 'string') return setError(details);
    const taken = new Set(entries.flatMap((e) => (e.progress.meta ? [e.progress.meta.Id] : [])));
    setBusy(true);
    let current: UploadEntry | undefined;
    let resumable = false;
    // Where each file of this run got to, under the name it was sent with.
    const reached = new Map<number, { as: string; progress: UploadProgress }>();
    try {
      for (const [i, entry] of entries.entries()) {
        if (entry.status === 'done') continue;
        current = entry;
        const name = check.names[i]!;
        await upload.mutateAsync({
          file: { file: entry.file, name },
          shared: details,
          from: entry.progress,
          taken,
          report: (status, progress, attempt) => {
            resumable = progress.meta !== null;
            const as = progress.meta?.FileName ?? name;
            reached.set(entry.key, { as, progress });
            keepUpload(userId, entry.file, progress, status === 'done');
            update(entry.key, { status, attempt, progress, uploadedAs: as });
          },
        });
      }
      setDone(true);
    } catch (failure) {
      const unknown = failure instanceof UploadOutcomeUnknown;
      if (current) update(current.key, { status: unknown ? 'unknown' : 'failed' });
      const as = current ? (reached.get(current.key)?.as ?? current.file.name) : '';
      const reason =
        failure instanceof IdGenerationError
          ? t.upload.idFailed
          : `${t.upload.failed} ${errorDetail(failure)}`.trim();
      // Too large before the api host had it: sending it again cannot help. (Refused by the doc
      // host after the api host has it, the document exists: the retry is the way on.)
      if (unknown) {
        // Said before the retry is offered: the next press looks (api) or sends again (doc).
        setError(failure.step === 'api' ? t.upload.unknownApi(as) : t.upload.unknownDoc(as));
      } else if (
        current &&
        refusedAsTooLarge(failure) &&
        !reached.get(current.key)?.progress.apiDone
      )
        setError(t.upload.serverTooLarge(as));
      else setError(resumable ? `${reason} ${t.upload.resume}` : reason);
    } finally {
      // A file the api host already has keeps the details it was created with: say so if the
      // form now holds others (a retry after a change of the details).
      const kept = [...reached.values()].filter(
        ({ progress }) => progress.apiDone && !sameDetails(progress.meta!, details),
      );
      if (kept.length) setNotice(t.upload.keptDetails(kept.map((k) => k.as).join(', ')));
      after();
      setBusy(false);
    }
  };

  return { run, busy, error, clearError: () => setError(null), done, notice };
}
