import { useId } from 'react';
import { useStrings } from '@/lib/i18n';
import type { FileStatus, UploadProgress } from '../lib/run-upload';
import { UPLOAD_ACCEPT } from '../lib/upload-validation';
import { vlsStrings } from '../strings';

export interface UploadEntry {
  key: number;
  file: File;
  /** The name to upload under (empty: generated). */
  name: string;
  status: FileStatus;
  /** How far its upload got (a retry goes on from there). */
  progress: UploadProgress;
  attempt?: number;
  /** The name it was (or is being) uploaded under, generated when the name was empty. */
  uploadedAs?: string;
}

const STEP: Record<FileStatus, number> = {
  waiting: 0,
  id: 1,
  api: 2,
  doc: 3,
  done: 4,
  failed: 0,
  unknown: 0,
};

/** The chosen files: a name per file, remove, and the progress of each during upload. */
export function UploadFileList({
  entries,
  busy,
  onAdd,
  onRename,
  onRemove,
}: {
  entries: readonly UploadEntry[];
  busy: boolean;
  onAdd: (files: File[]) => void;
  onRename: (key: number, name: string) => void;
  onRemove: (key: number) => void;
}) {
  const t = useStrings(vlsStrings);
  const inputId = useId();
  const limitsId = useId();
  return (
    <fieldset>
      <legend>{t.upload.files}</legend>
      <div className="form-field">
        <label htmlFor={inputId}>{t.upload.choose}</label>
        <input
          id={inputId}
          type="file"
          multiple
          accept={UPLOAD_ACCEPT}
          aria-describedby={limitsId}
          disabled={busy}
          onChange={(e) => {
            onAdd([...(e.target.files ?? [])]);
            e.target.value = '';
          }}
        />
      </div>
      <p id={limitsId} className="muted">
        {t.upload.limits}
      </p>
      {entries.length === 0 ? <p className="muted">{t.upload.noFiles}</p> : null}
      <ol aria-label={t.upload.progress}>
        {entries.map((entry, i) => (
          <li key={entry.key} className="vls-file-row">
            <div className="form-field">
              <label htmlFor={`${inputId}-${entry.key}`}>{t.upload.fileName(i + 1)}</label>
              <input
                id={`${inputId}-${entry.key}`}
                value={entry.name}
                // Once it has an id, the file keeps its name: a retry sends it under the same one.
                disabled={busy || entry.status === 'done' || entry.progress.meta !== null}
                placeholder={t.upload.fileNameHint}
                onChange={(e) => onRename(entry.key, e.target.value)}
              />
            </div>
            <button
              type="button"
              disabled={busy}
              onClick={() => onRemove(entry.key)}
              aria-label={t.upload.remove(entry.name || entry.file.name)}
            >
              ×
            </button>
            <progress
              max={4}
              value={STEP[entry.status]}
              aria-label={`${entry.uploadedAs || entry.name || entry.file.name}: ${t.upload.status[entry.status]}`}
            />
            {/* Each step of the file is read out politely; focus stays where the user is. */}
            <span
              className={
                entry.status === 'failed' || entry.status === 'unknown' ? 'form-error' : 'muted'
              }
              role="status"
            >
              {entry.uploadedAs && entry.uploadedAs !== entry.name ? `${entry.uploadedAs}: ` : ''}
              {t.upload.status[entry.status]}
              {entry.status === 'id' && entry.attempt
                ? ` (${t.upload.idAttempt(entry.attempt)})`
                : ''}
            </span>
          </li>
        ))}
      </ol>
    </fieldset>
  );
}
