import { useStrings } from '@/lib/i18n';
import type { BatchProgress } from '../lib/run-batch';
import { equipmentStrings } from '../strings';

/** The counters of a save, updated as each check is answered (read out politely). */
export function SaveProgress({ progress }: { progress: BatchProgress | null }) {
  const d = useStrings(equipmentStrings).dialog;
  return (
    <div role="status" aria-label={d.progress} className="check-progress">
      {progress ? (
        <>
          <span>
            {d.total}: {progress.total}
          </span>
          <span>
            {d.done}: {progress.done}
          </span>
          <span>
            {d.resolved}: {progress.resolved}
          </span>
          <span>
            {d.rejectedCount}: {progress.rejected}
          </span>
        </>
      ) : null}
    </div>
  );
}
