import { useMemo, useRef, useState, type FormEvent } from 'react';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { Link } from 'react-router-dom';
import { useStrings } from '@/lib/i18n';
import { isApiError } from '@/lib/api/api-error';
import { districtsWithAccess } from '@/lib/auth/access';
import { ALLOWED_DISTRICT_IDS } from '@/lib/org/allowed-districts';
import { toDateKey } from '@/lib/time';
import { useSession } from '@/stores/session';
import { useCurrentDistrict } from '@/stores/district';
import { processTagsQuery } from '../api/get-process-tags';
import { vlsKeys } from '../api/vls-keys';
import { FALLBACK_PROCESS_TAGS } from '../data/fallback-process-tags';
import { buildTagTree } from '../lib/tag-tree';
import { IdGenerationError } from '../lib/document-id';
import { uploadFile, type FileStatus } from '../lib/run-upload';
import { validateUpload } from '../lib/upload-validation';
import { sharedMetadata } from '../lib/shared-metadata';
import { vlsStrings } from '../strings';
import { PageAlert } from '@/components/page-alert';
import { UploadFileList, type UploadEntry } from './upload-file-list';
import { UploadMetadataFields } from './upload-metadata-fields';
import { useUploadDraft } from './use-upload-draft';

const extension = (name: string) => /\.[^.]+$/.exec(name)?.[0] ?? '';

/** /vls/files/upload: one or more files with metadata, validated before anything is sent. */
export function UploadPage() {
  const t = useStrings(vlsStrings);
  const session = useSession();
  const districtId = useCurrentDistrict();
  const queryClient = useQueryClient();
  const tags = useQuery(processTagsQuery(session?.userId ?? '', districtId));
  const tree = useMemo(() => buildTagTree(tags.data?.tags ?? FALLBACK_PROCESS_TAGS), [tags.data]);
  const [draft, setDraft] = useUploadDraft();
  const [entries, setEntries] = useState<UploadEntry[]>([]);
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const [done, setDone] = useState(false);
  const nextKey = useRef(1);
  const uploadDistricts = districtsWithAccess(
    session?.access ?? [],
    ['DOC_UPLOAD'],
    ALLOWED_DISTRICT_IDS,
  );

  const update = (key: number, change: Partial<UploadEntry>) =>
    setEntries((list) => list.map((e) => (e.key === key ? { ...e, ...change } : e)));

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (busy) return;
    setError(null);
    setDone(false);
    const check = validateUpload(
      entries.map((e) => ({ name: e.name, size: e.file.size, extension: extension(e.file.name) })),
      toDateKey(),
    );
    if (!check.ok) return setError(check.message);
    if (draft.processTagId === null) return setError(t.upload.needProcess);
    if (!draft.districts.length) return setError(t.upload.needDistrict);
    const shared = sharedMetadata(draft, tree);
    const taken = new Set<number>();
    setBusy(true);
    let current: UploadEntry | undefined;
    try {
      for (const [i, entry] of entries.entries()) {
        if (entry.status === 'done') continue;
        current = entry;
        const name = check.names[i]!;
        await uploadFile({ file: entry.file, name }, shared, taken, (status: FileStatus, attempt) =>
          update(entry.key, { status, attempt, uploadedAs: name }),
        );
      }
      setDone(true);
    } catch (failure) {
      if (current) update(current.key, { status: 'failed' });
      setError(
        failure instanceof IdGenerationError
          ? t.upload.idFailed
          : `${t.upload.failed} ${isApiError(failure) ? failure.statusText : ''}`.trim(),
      );
    } finally {
      setBusy(false);
      void queryClient.invalidateQueries({ queryKey: vlsKeys.documents() });
      void queryClient.invalidateQueries({ queryKey: vlsKeys.followup() });
    }
  };

  return (
    <section className="page" aria-labelledby="vls-upload-title">
      <p>
        <Link to="/vls/files">{t.upload.back}</Link>
      </p>
      <h1 id="vls-upload-title">{t.upload.title}</h1>
      <PageAlert text={error} onClose={() => setError(null)} />
      {done ? (
        <p className="vls-success" role="status">
          {t.upload.success}
        </p>
      ) : null}
      <form className="vls-upload" onSubmit={(e) => void submit(e)} noValidate>
        <UploadFileList
          entries={entries}
          busy={busy}
          onAdd={(files) =>
            setEntries((list) => [
              ...list,
              ...files.map((file) => ({
                key: nextKey.current++,
                file,
                name: file.name,
                status: 'waiting' as const,
              })),
            ])
          }
          onRename={(key, name) => update(key, { name, status: 'waiting' })}
          onRemove={(key) => setEntries((list) => list.filter((e) => e.key !== key))}
        />
        <UploadMetadataFields
          draft={draft}
          onChange={(change) => setDraft((d) => ({ ...d, ...change }))}
          tree={tree}
          districts={uploadDistricts}
        />
        <div>
          <button type="submit" className="primary" disabled={busy} aria-busy={busy}>
            {busy ? t.upload.submitting : t.upload.submit}
          </button>
        </div>
      </form>
    </section>
  );
}
