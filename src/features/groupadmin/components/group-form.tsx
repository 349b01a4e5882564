import { useEffect, useMemo, useRef, useState } from 'react';
import { useLocation, useNavigate } from 'react-router-dom';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useStrings } from '@/lib/i18n';
import { FocusKeepingButton } from '@/components/focus-keeping-button';
import { PageAlert } from '@/components/page-alert';
import { showToast } from '@/components/toast';
import { useSession } from '@/stores/session';
import { recipientGroupsQuery } from '@/lib/resources/recipient-groups/get-recipient-groups';
import { recipientGroupKeys } from '@/lib/resources/recipient-groups/recipient-group-keys';
import { groupAdminStrings } from '../strings';
import { useDeleteRecipientGroup } from '../api/delete-recipient-group';
import { useSaveRecipientGroup, type ChannelsLost } from '../api/save-recipient-group';
import { groupFieldErrors } from '../lib/form-messages';
import type { SaveFailure } from '../lib/run-group-save';
import type { GroupDraft } from '../lib/group-draft';
import { DeleteGroupDialog } from './delete-group-dialog';
import { GroupFields } from './group-fields';
import { RecipientsSection } from './recipients-section';
import { ChannelsNote, SaveReport } from './save-report';
import { useGroupDistricts } from './use-group-districts';

const LIST = '/message/groupadmin';

/** What a save hands to the group's own page (a new group moves there). */
interface Carried {
  failures?: SaveFailure[];
  channelsLost?: ChannelsLost;
}

/**
 * The edit form. Save (useSaveRecipientGroup: the group, then each recipient): after a full save
 * the view returns to the list; otherwise it says what is not saved and keeps the draft; when
 * the server did not keep the channels, the group's own page says so. Delete asks first; a group
 * that turns out to be gone already is deleted as far as the user is concerned.
 */
export function GroupForm({
  draft,
  change,
  store,
  discard,
}: {
  draft: GroupDraft;
  change: (update: (draft: GroupDraft) => GroupDraft) => void;
  store: (draft: GroupDraft) => void;
  discard: () => void;
}) {
  const t = useStrings(groupAdminStrings);
  const navigate = useNavigate();
  const userId = useSession()?.userId ?? '';
  const districts = useGroupDistricts();
  const groupsQuery = useQuery(recipientGroupsQuery(userId));
  const groupsData = groupsQuery.data;
  const groups = useMemo(() => groupsData ?? [], [groupsData]);
  const [tried, setTried] = useState(false);
  const client = useQueryClient();
  const saveGroup = useSaveRecipientGroup(store);
  const deleteGroup = useDeleteRecipientGroup();
  const saving = saveGroup.isPending;
  const deleting = deleteGroup.isPending;
  // A new group arrives here from the new form with what was not saved, or not kept.
  const location = useLocation();
  const carried = location.state as Carried | null;
  const [failures, setFailures] = useState<SaveFailure[]>(carried?.failures ?? []);
  const [channelsLost, setChannelsLost] = useState(carried?.channelsLost ?? null);
  // Taken once: the browser keeps history state across a reload, which is then a restored draft.
  // The user pressed Spara on the new form: on the group's own page the focus is back on it.
  const saveRef = useRef<HTMLButtonElement>(null);
  useEffect(() => {
    if (carried) saveRef.current?.focus();
    if (carried) void navigate(location.pathname, { replace: true, state: null });
    // eslint-disable-next-line react-hooks/exhaustive-deps -- once, on arrival
  }, []);
  const [focusInvalid, setFocusInvalid] = useState(0);
  const [confirming, setConfirming] = useState(false);
  const [deleteError, setDeleteError] = useState<string | null>(null);
  const formRef = useRef<HTMLDivElement>(null);

  const errors = groupFieldErrors(draft, t);
  const canChange =
    draft.districtId === null || districts.changeable.some((d) => d.id === draft.districtId);
  const choices = districts.changeable.some((d) => d.id === draft.districtId)
    ? districts.changeable
    : [...districts.changeable, ...districts.offered.filter((d) => d.id === draft.districtId)];
  const senders = useMemo(
    () =>
      [
        ...new Set(
          groups.filter((g) => g.DistrictID === draft.districtId && g.From).map((g) => g.From),
        ),
      ].sort(),
    [groups, draft.districtId],
  );

  // Asked of the mutation cache at the press: a second press before the re-render that makes the
  // button unavailable must not start a second save (two POSTs, two groups).
  const inFlight = (mutationKey: readonly unknown[]) => client.isMutating({ mutationKey }) > 0;
  const save = async () => {
    if (inFlight(recipientGroupKeys.save()) || inFlight(recipientGroupKeys.remove())) return;
    setTried(true);
    if (Object.keys(groupFieldErrors(draft, t)).length > 0) {
      setFocusInvalid((n) => n + 1);
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
      navigate(LIST);
      return;
    }
    const state: Carried = full
      ? { channelsLost: outcome.channelsLost! }
      : { failures: outcome.failures };
    // The group exists now: its own page (heading, delete, the next save is a PUT).
    if (draft.groupId === null && id !== null)
      navigate(`${LIST}/edit/${id}`, { replace: true, state });
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
      navigate(LIST);
      return;
    }
    setConfirming(false);
    setDeleteError((outcome.unknown ? t.deleteUnknown : t.deleteFailed)(outcome.message));
  };
  const busy = saving || deleting || !canChange;
  // After the render that shows the errors: focus the first invalid field.
  useEffect(() => {
    if (focusInvalid > 0)
      formRef.current?.querySelector<HTMLElement>('[aria-invalid="true"]')?.focus();
  }, [focusInvalid]);
  const shownErrors = tried ? Object.values(errors) : [];

  return (
    // Not a <form>: the recipient dialogs hold forms of their own.
    <div ref={formRef} className="group-form" aria-busy={saving}>
      {!canChange ? <p className="state state-error">{t.noChangeAccess}</p> : null}
      <PageAlert text={deleteError} onClose={() => setDeleteError(null)} />
      <SaveReport failures={failures} />
      <ChannelsNote lost={channelsLost} />
      {shownErrors.length > 0 ? (
        <div className="state state-error" role="alert">
          <p>{t.fixErrors}</p>
          <ul>
            {shownErrors.map((e) => (
              <li key={e}>{e}</li>
            ))}
          </ul>
        </div>
      ) : null}
      <GroupFields
        draft={draft}
        onChange={(fields) => change((d) => ({ ...d, ...fields }))}
        districts={choices}
        senders={senders}
        errors={tried ? errors : {}}
        disabled={busy}
      />
      <RecipientsSection
        draft={draft}
        change={change}
        districts={districts.all}
        groups={groups}
        groupsQuery={groupsQuery}
        disabled={busy}
      />
      <div className="form-actions">
        {/* Unavailable while saving, not disabled: it keeps the focus while the report is read. */}
        <FocusKeepingButton
          ref={saveRef}
          className="primary"
          disabled={deleting || !canChange}
          unavailable={saving}
          onClick={() => void save()}
        >
          {saving ? t.saving : t.save}
        </FocusKeepingButton>
        <button
          type="button"
          onClick={() => {
            discard();
            navigate(LIST);
          }}
        >
          {t.cancel}
        </button>
        {draft.groupId !== null ? (
          <button
            type="button"
            className="danger"
            disabled={busy}
            onClick={() => setConfirming(true)}
          >
            {t.deleteGroup}
          </button>
        ) : null}
      </div>
      {confirming ? (
        <DeleteGroupDialog
          name={draft.name}
          busy={deleting}
          onConfirm={() => void remove()}
          onClose={() => setConfirming(false)}
        />
      ) : null}
    </div>
  );
}
