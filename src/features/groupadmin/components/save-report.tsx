import { useStrings } from '@/lib/i18n';
import { groupAdminStrings } from '../strings';
import type { SaveFailure } from '../lib/run-group-save';

/** Precisely what a save did not save (the rest is saved and the draft kept). */
export function SaveReport({ failures }: { failures: readonly SaveFailure[] }) {
  const t = useStrings(groupAdminStrings);
  if (failures.length === 0) return null;
  const line = (f: SaveFailure) => {
    if (f.operation === 'group' || f.kind === null) return t.groupNotSaved(f.message);
    const kind = t.kind[f.kind];
    if (f.operation === 'create') return t.notCreated(kind, f.name, f.message);
    if (f.operation === 'update') return t.notUpdated(kind, f.name, f.message);
    return t.notDeleted(kind, f.name, f.message);
  };
  const groupFailed = failures.some((f) => f.operation === 'group');
  return (
    <div className="save-report" role="alert">
      {groupFailed ? (
        <p>{line(failures[0]!)}</p>
      ) : (
        <>
          <p>{t.partialTitle}</p>
          <ul>
            {failures.map((f) => (
              <li key={`${f.key}-${f.operation}`}>{line(f)}</li>
            ))}
          </ul>
          <p>{t.partialHint}</p>
        </>
      )}
    </div>
  );
}
