import { useMutation, useQueryClient } from '@tanstack/react-query';
import { MUTATION_TIMEOUT_MS, request } from '@/lib/api/client';
import { findSavedCheck } from '../lib/find-saved-check';
import { runBatch, type BatchOutcome, type BatchProgress } from '../lib/run-batch';
import { saveOnce } from '../lib/save-once';
import { markUnsent, unsentAt } from '../lib/unsent-checks';
import { getChecklist } from './get-checklist';
import { checkSchema, type EquipmentCheck } from './schemas';
import { equipmentKeys, type ChecklistFilter } from './equipment-keys';

/** The body of POST/PUT api/Admin/check/ (spec 2 §7); `id` only on update. */
export interface CheckBody {
  id?: number;
  /** Left out of an update whose check came without it (a null would blank the server's). */
  checkTemplateId?: number | null;
  statusTypeId: number;
  userId: string;
  hostEquipmentRelationId: number;
  /** Stockholm wall time, yyyy-MM-ddTHH:mm:ss. */
  created: string;
  description: string;
  memo: string;
  trip: number | null;
  /** Left out of an update whose check came without it (spec 2 §3 does not list it). */
  ExternalId?: string | null;
  ImageUrl: string | null;
  Temperature: number | null;
  VehiclePosition: string | null;
  Place: string | null;
}

/**
 * POST api/Admin/check/ (a new check) or PUT api/Admin/check/ (an existing one, id in the body).
 * The spec gives no answer: success is the status (2xx), and the answer is the check only when
 * its body is one (an empty body, `true` or a bare id give undefined).
 */
export function saveCheck(
  body: CheckBody,
  signal?: AbortSignal,
): Promise<EquipmentCheck | undefined> {
  return request({
    host: 'verify',
    path: '/api/Admin/check/',
    method: body.id ? 'PUT' : 'POST',
    body,
    schema: checkSchema,
    responseType: 'lenient',
    signal,
  });
}

/** One check of a save: its body, where a new one would be listed, an earlier unknown send. */
export interface PendingCheck {
  key: number;
  body: CheckBody;
  lookup: ChecklistFilter;
  sentAt?: number;
}

export interface SaveChecksVariables {
  checks: readonly PendingCheck[];
  /** Keeps (or forgets) the time of a send whose outcome may be unknown. */
  onSentAt: (key: number, sentAt: number | undefined) => void;
  /** Each check's outcome and the counters, as it comes. */
  onEach: (progress: BatchProgress, key: number, outcome: BatchOutcome<unknown>) => void;
}

/** Looks for the check an earlier send of `body` may have created (lookupFilter's list). */
async function findCreated(lookup: ChecklistFilter, body: CheckBody, sentAt: number) {
  const page = await getChecklist(lookup, 0, undefined, MUTATION_TIMEOUT_MS);
  return findSavedCheck(page.data, body, sentAt);
}

/**
 * Saving the checks of the dialog, one after another (spec 2 §4: counters of total, done,
 * resolved and rejected), each never created twice (saveOnce; a send with an unknown outcome is
 * remembered beyond the dialog by unsent-checks). When the save is done the lists
 * are refetched once, and the saved existing checks with them.
 */
export function useSaveChecks() {
  const client = useQueryClient();
  return useMutation({
    mutationKey: equipmentKeys.save(),
    mutationFn: ({ checks, onSentAt, onEach }: SaveChecksVariables) =>
      runBatch(
        checks,
        async (check) => {
          // A send of the same check whose outcome was unknown, also from a dialog since closed.
          const saved = await saveOnce(check.body, check.sentAt ?? unsentAt(check.body), {
            save: (body) => saveCheck(body),
            find: (body, sentAt) => findCreated(check.lookup, body, sentAt),
            setSentAt: (at) => {
              markUnsent(check.body, at);
              onSentAt(check.key, at);
            },
          });
          markUnsent(check.body, undefined);
          return saved;
        },
        (progress, check, outcome) => onEach(progress, check.key, outcome),
      ),
    // Not awaited: the dialog closes without waiting for a list of 5,000 checks.
    onSettled: (_progress, _error, { checks }) => {
      for (const { body } of checks)
        if (body.id) void client.invalidateQueries({ queryKey: equipmentKeys.check(body.id) });
      void client.invalidateQueries({ queryKey: equipmentKeys.checklists() });
    },
  });
}
