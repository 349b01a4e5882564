import { useStrings } from '@/lib/i18n';
import { groupAdminStrings } from '../strings';
import { partialTitle, saveFailureLine } from '../lib/form-messages';
import type { SaveFailure } from '../lib/run-group-save';

/** Precisely what a save did not save, or may not have (the rest is saved and the draft kept). */
export function SaveReport({ failures }: { failures: readonly SaveFailure[] }) {
  const t = useStrings(groupAdminStrings);
  if (failures.length === 0) return null;
  const groupFailed = failures.some((f) => f.operation === 'group');
  return (
    <div className="save-report" role="alert">
      {groupFailed ? (
        <p>{saveFailureLine(failures[0]!, t)}</p>
      ) : (
        <>
          <p>{partialTitle(failures, t)}</p>
          <ul>
            {failures.map((f) => (
              <li key={`${f.key}-${f.operation}`}>{saveFailureLine(f, t)}</li>
            ))}
          </ul>
          <p>{t.partialHint}</p>
        </>
      )}
    </div>
  );
}
