import { MUTATION_TIMEOUT_MS } from '@/lib/api/client';
import { useRef, useState } from 'react';
import { useSession } from '@/stores/session';
import { showToast } from '@/components/toast';
import { useStrings } from '@/lib/i18n';
import { outcomeUnknown } from '@/lib/api/api-error';
import { useSaveCheck, type CheckBody } from '../api/save-check';
import { getChecklist } from '../api/get-checklist';
import { findSavedCheck, lookupFilter } from '../lib/find-saved-check';
import {
  checkBody,
  draftError,
  pendingActivities,
  type ActivityDraft,
  type DraftError,
} from '../lib/check-draft';
import { runBatch, startProgress, type BatchProgress } from '../lib/run-batch';
import { equipmentStrings } from '../strings';
import type { CheckDraftState } from './use-check-draft';

/**
 * Save: the rules first (nothing is sent while one is broken), then each ticked activity one
 * after another. Saved activities are marked and never sent again; a rejected one keeps the
 * server's reason and stays to be fixed. All saved: the dialog closes (and its draft goes).
 */
export function useSaveDraft(
  state: CheckDraftState,
  onDone: () => void,
  onRunning?: (running: boolean) => void,
) {
  const t = useStrings(equipmentStrings);
  const userId = useSession()?.userId ?? '';
  const { save, settle } = useSaveCheck();
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
    // Activities whose send got an answer that says it was not saved (not merely no answer).
    const notSaved = new Set<number>();
    const send = async (activity: ActivityDraft) => {
      const body: CheckBody = checkBody(draft, activity, userId);
      if (body.id) return save(body); // an update may be sent again as it is
      if (activity.sentAt) {
        // An earlier send got no answer: it may be there already (never saved twice).
        const filter = lookupFilter(body, draft, activity.equipmentId);
        const found = findSavedCheck(
          (await getChecklist(filter, 0, undefined, MUTATION_TIMEOUT_MS)).data,
          body,
          activity.sentAt,
        );
        if (found) return found;
      }
      state.updateActivity(activity.relationId, { sentAt: Date.now() });
      try {
        return await save(body);
      } catch (error) {
        if (!outcomeUnknown(error)) notSaved.add(activity.relationId);
        throw error;
      }
    };
    const outcome = await runBatch(pending, send, (next, activity, result) => {
      setProgress(next);
      state.updateActivity(
        activity.relationId,
        result.ok
          ? { state: 'saved', reason: undefined, ticked: true, sentAt: undefined }
          : {
              state: 'rejected',
              reason: result.reason,
              ...(notSaved.has(activity.relationId) ? { sentAt: undefined } : {}),
            },
      );
    });
    busy.current = false;
    setRunning(false);
    onRunning?.(false);
    void settle();
    if (outcome.rejected === 0) {
      showToast(t.dialog.savedToast(outcome.resolved), 'success');
      onDone();
    }
  };

  return { run, running, error, progress };
}
