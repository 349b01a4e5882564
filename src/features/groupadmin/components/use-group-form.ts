import { useEffect, useState, type RefObject } from 'react';
import { useLocation, useNavigate } from 'react-router-dom';
import { useQueryClient } from '@tanstack/react-query';
import { showToast } from '@/components/toast';
import { useStrings } from '@/lib/i18n';
import { recipientGroupKeys } from '@/lib/resources/recipient-groups/recipient-group-keys';
import { useDeleteRecipientGroup } from '../api/delete-recipient-group';
import { useSaveRecipientGroup, type ChannelsLost } from '../api/save-recipient-group';
import { groupFieldErrors } from '../lib/form-messages';
import type { GroupDraft } from '../lib/group-draft';
import type { SaveFailure } from '../lib/run-group-save';
import { groupAdminStrings } from '../strings';

const LIST = '/message/groupadmin';

/** What a save hands to the group's own page (a new group moves there). */
interface Carried {
  failures?: SaveFailure[];
  channelsLost?: ChannelsLost;
}

/**
 * The edit form's steps. Save (useSaveRecipientGroup: the group, then each recipient): after a
 * full save the view returns to the list; otherwise it says what is not saved and keeps the
 * draft; when the server did not keep the channels, the group's own page says so. Delete asks
 * first; a group that turns out to be gone already is deleted as far as the user is concerned.
 * `saveRef`: Spara, which has the focus again on the page a new group moves to.
 */
export function useGroupForm({
  draft,
  store,
  discard,
  focusInvalid,
  saveRef,
}: {
  draft: GroupDraft;
  store: (draft: GroupDraft) => void;
  discard: () => void;
  focusInvalid: () => void;
  saveRef: RefObject<HTMLButtonElement | null>;
}) {
  const t = useStrings(groupAdminStrings);
  const navigate = useNavigate();
  const client = useQueryClient();
  const saveGroup = useSaveRecipientGroup(store);
  const deleteGroup = useDeleteRecipientGroup();
  // A new group arrives here from the new form with what was not saved, or not kept.
  const location = useLocation();
  const carried = location.state as Carried | null;
  const [failures, setFailures] = useState<SaveFailure[]>(carried?.failures ?? []);
  const [channelsLost, setChannelsLost] = useState(carried?.channelsLost ?? null);
  // Taken once: the browser keeps history state across a reload, which is then a restored draft.
  useEffect(() => {
    if (carried) saveRef.current?.focus();
    if (carried) void navigate(location.pathname, { replace: true, state: null });
    // eslint-disable-next-line react-hooks/exhaustive-deps -- once, on arrival
  }, []);
  const [tried, setTried] = useState(false);
  const [confirming, setConfirming] = useState(false);
  const [deleteError, setDeleteError] = useState<string | null>(null);
  const errors = groupFieldErrors(draft, t);

  // Asked of the mutation cache at the press: a second press before the re-render that makes the
  // button unavailable must not start a second save (two POSTs, two groups).
  const inFlight = (mutationKey: readonly unknown[]) => client.isMutating({ mutationKey }) > 0;
  const save = async () => {
    if (inFlight(recipientGroupKeys.save()) || inFlight(recipientGroupKeys.remove())) return;
    setTried(true);
    if (Object.keys(errors).length > 0) {
      focusInvalid();
      return;
    }
    setFailures([]);
    setChannelsLost(null);
    const outcome = await saveGroup.mutateAsync(draft);
    const id = outcome.draft.groupId;
    const full = outcome.failures.length === 0;
    // Saved, but not as chosen: the server's group is shown with the notice (the draft goes).
    if (full) discard();
    if (full && !outcome.channelsLost) {
      showToast(t.saved(draft.name.trim()), 'success');
      void navigate(LIST);
      return;
    }
    const state: Carried = full
      ? { channelsLost: outcome.channelsLost! }
      : { failures: outcome.failures };
    // The group exists now: its own page (heading, delete, the next save is a PUT).
    if (draft.groupId === null && id !== null)
      void navigate(`${LIST}/edit/${id}`, { replace: true, state });
    else if (full) setChannelsLost(outcome.channelsLost);
    else setFailures(outcome.failures);
  };
  const remove = async () => {
    if (draft.groupId === null || inFlight(recipientGroupKeys.remove())) return;
    if (inFlight(recipientGroupKeys.save())) return;
    setDeleteError(null);
    const outcome = await deleteGroup.mutateAsync(draft.groupId);
    if (outcome.gone) {
      discard();
      showToast(t.deleted(draft.name), 'success');
      void navigate(LIST);
      return;
    }
    setConfirming(false);
    setDeleteError((outcome.unknown ? t.deleteUnknown : t.deleteFailed)(outcome.message));
  };

  return {
    saving: saveGroup.isPending,
    deleting: deleteGroup.isPending,
    failures,
    channelsLost,
    /** The field errors, once a save was tried. */
    errors: tried ? errors : {},
    deleteError,
    closeDeleteError: () => setDeleteError(null),
    save: () => void save(),
    cancel: () => {
      discard();
      void navigate(LIST);
    },
    confirming,
    askDelete: () => setConfirming(true),
    closeDelete: () => setConfirming(false),
    remove: () => void remove(),
  };
}
