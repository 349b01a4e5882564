import { useMemo, useRef, useState, type FormEvent } from 'react';
import { useQuery } from '@tanstack/react-query';
import { Link } from 'react-router-dom';
import { useStrings } from '@/lib/i18n';
import { isApiError } from '@/lib/api/api-error';
import { districtsWithAccess } from '@/lib/auth/access';
import { ALLOWED_DISTRICT_IDS } from '@/lib/resources/org/allowed-districts';
import { toDateKey } from '@/lib/time/stockholm';
import { useSession } from '@/stores/session';
import { useCurrentDistrict } from '@/stores/district';
import { processTagsQuery } from '../api/get-process-tags';
import { useUploadDocument } from '../api/upload-document';
import { vlsAccess } from '../access';
import { FALLBACK_PROCESS_TAGS } from '@/lib/documents/fallback-process-tags';
import { buildTagTree } from '../lib/tag-tree';
import { IdGenerationError } from '../lib/document-id';
import { NOTHING_DONE, refusedAsTooLarge, UploadOutcomeUnknown } from '../lib/run-upload';
import type { UploadProgress } from '../lib/run-upload';
import { validateUpload } from '../lib/upload-validation';
import { keepUpload, keptUploads, resumeUpload } from '../lib/upload-memory';
import { sameDetails, sharedMetadata } from '../lib/shared-metadata';
import { vlsStrings } from '../strings';
import { PageAlert } from '@/components/page-alert';
import { FocusKeepingButton } from '@/components/focus-keeping-button';
import { UploadFileList, type UploadEntry } from './upload-file-list';
import { UploadMetadataFields } from './upload-metadata-fields';
import { useUploadDraft } from './use-upload-draft';

const extension = (name: string) => /\.[^.]+$/.exec(name)?.[0] ?? '';

/**
 * /vls/files/upload: one or more files with metadata, validated before anything is sent. A file
 * remembers how far its upload got, so pressing upload again after a failure goes on from there.
 */
export function UploadPage() {
  const t = useStrings(vlsStrings);
  const session = useSession();
  const districtId = useCurrentDistrict();
  const upload = useUploadDocument();
  const userId = session?.userId ?? '';
  const tags = useQuery(processTagsQuery(session?.userId ?? '', districtId));
  const tree = useMemo(() => buildTagTree(tags.data?.tags ?? FALLBACK_PROCESS_TAGS), [tags.data]);
  const uploadDistricts = districtsWithAccess(
    session?.access ?? [],
    vlsAccess.upload.names,
    ALLOWED_DISTRICT_IDS,
  );
  const [draft, setDraft] = useUploadDraft(uploadDistricts);
  const [entries, setEntries] = useState<UploadEntry[]>([]);
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const [done, setDone] = useState(false);
  const [notice, setNotice] = useState<string | null>(null);
  const nextKey = useRef(1);
  // Uploads of an earlier visit whose outcome is not known: the same file chosen again goes on.
  const [remembered, setRemembered] = useState(() => keptUploads(userId));
  const waitingFor = remembered.filter(
    ({ file: k }) =>
      !entries.some(
        ({ file: f }) =>
          f.name === k.name && f.size === k.size && f.lastModified === k.lastModified,
      ),
  );
  // Only districts where the user may upload (a stored draft may hold others).
  const chosenDistricts = draft.districts.filter((d) => uploadDistricts.includes(d));

  const update = (key: number, change: Partial<UploadEntry>) =>
    setEntries((list) => list.map((e) => (e.key === key ? { ...e, ...change } : e)));

  const submit = async (event: FormEvent) => {
    event.preventDefault();
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
    if (draft.processTagId === null) return setError(t.upload.needProcess);
    if (!chosenDistricts.length) return setError(t.upload.needDistrict);
    const shared = sharedMetadata({ ...draft, districts: chosenDistricts }, tree);
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
          shared,
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
          : `${t.upload.failed} ${isApiError(failure) ? failure.statusText : ''}`.trim();
      // Too large before the api host had it: sending it again cannot help. (Refused by the doc
      // host after the api host has it, the document exists: the retry is the way on.)
      if (unknown) {
        // Said before the retry is offered: the next press looks (api) or sends again (doc).
        setError(failure.step === 'api' ? t.upload.unknownApi(as) : t.upload.unknownDoc(as));
      } else if (
        current &&
        refusedAsTooLarge(failure) &&
        !reached.get(current.key)?.progress.apiDone
      ) {
        setError(t.upload.serverTooLarge(as));
      } else setError(resumable ? `${reason} ${t.upload.resume}` : reason);
    } finally {
      // A file the api host already has keeps the details it was created with: say so if the
      // form now holds others (a retry after a change of the details).
      const kept = [...reached.values()].filter(
        ({ progress }) => progress.apiDone && !sameDetails(progress.meta!, shared),
      );
      if (kept.length) setNotice(t.upload.keptDetails(kept.map((k) => k.as).join(', ')));
      setRemembered(keptUploads(userId));
      setBusy(false);
    }
  };

  return (
    <section className="page" aria-labelledby="vls-upload-title">
      <p>
        <Link to="/vls/files">{t.upload.back}</Link>
      </p>
      <h1 id="vls-upload-title">{t.upload.title}</h1>
      {tags.isPending || tags.data?.fallback ? (
        <p className="muted" role="status">
          {tags.isPending ? t.upload.tagsLoading : t.upload.tagsFallback}
        </p>
      ) : null}
      <PageAlert text={error} onClose={() => setError(null)} />
      {done ? (
        <p className="page-success" role="status">
          {t.upload.success}
        </p>
      ) : null}
      {notice ? <p role="status">{notice}</p> : null}
      {waitingFor.length ? (
        <p className="form-error" role="status">
          {t.upload.choosePending(waitingFor.map((k) => k.file.name).join(', '))}
        </p>
      ) : null}
      <form className="vls-upload" onSubmit={(e) => void submit(e)} noValidate>
        <UploadFileList
          entries={entries}
          busy={busy}
          onAdd={(files) =>
            setEntries((list) => [
              ...list,
              ...files.map((file) => {
                // The same file as an upload of an earlier visit: on under its id, looking first.
                const resumed = resumeUpload(userId, file);
                return {
                  key: nextKey.current++,
                  file,
                  name: resumed?.meta?.FileName ?? file.name,
                  status: resumed ? ('unknown' as const) : ('waiting' as const),
                  progress: resumed ?? NOTHING_DONE,
                };
              }),
            ])
          }
          onRename={(key, name) => update(key, { name, status: 'waiting' })}
          onRemove={(key) => setEntries((list) => list.filter((e) => e.key !== key))}
        />
        <UploadMetadataFields
          draft={{ ...draft, districts: chosenDistricts }}
          onChange={(change) => setDraft((d) => ({ ...d, ...change }))}
          tree={tree}
          districts={uploadDistricts}
        />
        <div>
          {/* Unavailable while sending, but not disabled: the focus stays on it (issue 16). */}
          <FocusKeepingButton type="submit" className="primary" unavailable={busy} aria-busy={busy}>
            {busy ? t.upload.submitting : t.upload.submit}
          </FocusKeepingButton>
        </div>
      </form>
    </section>
  );
}
