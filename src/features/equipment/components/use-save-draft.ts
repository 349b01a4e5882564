import { useRef, useState } from 'react';
import { useSession } from '@/stores/session';
import { showToast } from '@/components/toast';
import { useStrings } from '@/lib/i18n';
import { useSaveChecks, type PendingCheck } from '../api/save-check';
import { lookupFilter } from '../lib/find-saved-check';
import { checkBody, draftError, pendingActivities, type DraftError } from '../lib/check-draft';
import { startProgress, type BatchProgress } from '../lib/run-batch';
import { equipmentStrings } from '../strings';
import type { CheckDraftState } from './use-check-draft';

/**
 * Save: the rules first (nothing is sent while one is broken), then each ticked activity one
 * after another (useSaveChecks). Saved activities are marked and never sent again; a rejected
 * one keeps the server's reason and stays to be fixed, and one whose send had no sure answer
 * keeps its time, so the next save looks for it first. All saved: the dialog closes (and its
 * draft goes).
 */
export function useSaveDraft(
  state: CheckDraftState,
  onDone: () => void,
  onRunning?: (running: boolean) => void,
) {
  const t = useStrings(equipmentStrings);
  const userId = useSession()?.userId ?? '';
  const { mutateAsync } = useSaveChecks();
  const [error, setError] = useState<DraftError | null>(null);
  const [progress, setProgress] = useState<BatchProgress | null>(null);
  const [running, setRunning] = useState(false);
  const busy = useRef(false);

  const run = async () => {
    if (busy.current) return;
    const { draft } = state;
    const broken = draftError(draft);
    setError(broken);
    if (broken) return;
    busy.current = true;
    setRunning(true);
    onRunning?.(true);
    const pending = pendingActivities(draft);
    // The counters show at once, before the first send.
    setProgress(startProgress(pending.length));
    const checks: PendingCheck[] = pending.map((activity) => {
      const body = checkBody(draft, activity, userId);
      return {
        key: activity.relationId,
        body,
        lookup: lookupFilter(body, draft, activity.equipmentId),
        sentAt: activity.sentAt,
      };
    });
    const outcome = await mutateAsync({
      checks,
      onSentAt: (relationId, sentAt) => state.updateActivity(relationId, { sentAt }),
      onEach: (next, relationId, result) => {
        setProgress(next);
        state.updateActivity(
          relationId,
          result.ok
            ? { state: 'saved', reason: undefined, ticked: true, sentAt: undefined }
            : { state: 'rejected', reason: result.reason },
        );
      },
    });
    busy.current = false;
    setRunning(false);
    onRunning?.(false);
    if (outcome.rejected === 0) {
      showToast(t.dialog.savedToast(outcome.resolved), 'success');
      onDone();
    }
  };

  return { run, running, error, progress };
}
