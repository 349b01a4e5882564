import { useMemo } from 'react';
import { useQuery } from '@tanstack/react-query';
import { Link } from 'react-router-dom';
import { useStrings } from '@/lib/i18n';
import { useDistrictsWith } from '@/lib/auth/use-districts-with';
import { FALLBACK_PROCESS_TAGS } from '@/lib/documents/fallback-process-tags';
import { useSession } from '@/stores/session';
import { useCurrentDistrict } from '@/stores/district';
import { PageAlert } from '@/components/page-alert';
import { FocusKeepingButton } from '@/components/focus-keeping-button';
import { processTagsQuery } from '../api/get-process-tags';
import { vlsAccess } from '../access';
import { buildTagTree } from '../lib/tag-tree';
import { sharedMetadata } from '../lib/shared-metadata';
import { vlsStrings } from '../strings';
import { UploadFileList } from './upload-file-list';
import { UploadMetadataFields } from './upload-metadata-fields';
import { useUploadDraft } from './use-upload-draft';
import { useUploadFiles } from './use-upload-files';
import { useUploadRun } from './use-upload-run';

/**
 * /vls/files/upload: one or more files with metadata, validated before anything is sent. A file
 * remembers how far its upload got, so pressing upload again after a failure goes on from there.
 */
export function UploadPage() {
  const t = useStrings(vlsStrings);
  const session = useSession();
  const districtId = useCurrentDistrict();
  const userId = session?.userId ?? '';
  const tags = useQuery(processTagsQuery(userId, districtId));
  const tree = useMemo(() => buildTagTree(tags.data?.tags ?? FALLBACK_PROCESS_TAGS), [tags.data]);
  const uploadDistricts = useDistrictsWith(vlsAccess.upload).districts;
  const [draft, setDraft] = useUploadDraft(uploadDistricts);
  // Only districts where the user may upload (a stored draft may hold others).
  const chosenDistricts = draft.districts.filter((d) => uploadDistricts.includes(d));
  const files = useUploadFiles(userId);
  const upload = useUploadRun({
    userId,
    entries: files.entries,
    update: files.update,
    shared: () => {
      if (draft.processTagId === null) return t.upload.needProcess;
      if (!chosenDistricts.length) return t.upload.needDistrict;
      return sharedMetadata({ ...draft, districts: chosenDistricts }, tree);
    },
    after: files.recall,
  });

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
      <PageAlert text={upload.error} onClose={upload.clearError} />
      {upload.done ? (
        <p className="page-success" role="status">
          {t.upload.success}
        </p>
      ) : null}
      {upload.notice ? <p role="status">{upload.notice}</p> : null}
      {files.waitingFor.length ? (
        // A standing notice from an earlier visit, not a failure of this one: the page-note look,
        // read out politely (as the storage notice and the compose page's notices).
        <p className="page-note" role="status">
          {t.upload.choosePending(files.waitingFor.map((k) => k.file.name).join(', '))}
        </p>
      ) : null}
      <form
        className="vls-upload"
        onSubmit={(event) => {
          event.preventDefault();
          void upload.run();
        }}
        noValidate
      >
        <UploadFileList
          entries={files.entries}
          busy={upload.busy}
          onAdd={files.add}
          onRename={files.rename}
          onRemove={files.remove}
        />
        <UploadMetadataFields
          draft={{ ...draft, districts: chosenDistricts }}
          onChange={(change) => setDraft((d) => ({ ...d, ...change }))}
          tree={tree}
          districts={uploadDistricts}
        />
        <div>
          {/* Unavailable while sending, but not disabled: the focus stays on it (issue 16). */}
          <FocusKeepingButton
            type="submit"
            className="primary"
            unavailable={upload.busy}
            aria-busy={upload.busy}
          >
            {upload.busy ? t.upload.submitting : t.upload.submit}
          </FocusKeepingButton>
        </div>
      </form>
    </section>
  );
}
