import { useRef } from 'react';
import { useStrings } from '@/lib/i18n';
import { Alert } from '@/components/alert';
import { FocusKeepingButton } from '@/components/focus-keeping-button';
import { PageAlert } from '@/components/page-alert';
import { useFocusInvalid } from '@/components/use-focus-invalid';
import { groupAdminStrings } from '../strings';
import type { GroupDraft } from '../lib/group-draft';
import { DeleteGroupDialog } from './delete-group-dialog';
import { GroupFields } from './group-fields';
import { RecipientsSection } from './recipients-section';
import { ChannelsNote, SaveReport } from './save-report';
import { useGroupChoices } from './use-group-choices';
import { useGroupForm } from './use-group-form';

/**
 * The edit form: the group's fields, its recipients, Spara, Avbryt and Ta bort. What it offers
 * is useGroupChoices'; what the buttons do (save, delete, and what follows) is useGroupForm's.
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
  const { ref: formRef, focusInvalid } = useFocusInvalid<HTMLDivElement>();
  // The user pressed Spara on the new form: on the group's own page the focus is back on it.
  const saveRef = useRef<HTMLButtonElement>(null);
  const { canChange, choices, allDistricts, groups, groupsQuery, senders } = useGroupChoices(
    draft.districtId,
  );
  const form = useGroupForm({ draft, store, discard, focusInvalid, saveRef });
  const { saving, deleting, errors } = form;
  const busy = saving || deleting || !canChange;
  const shownErrors = Object.values(errors);

  return (
    // Not a <form>: the recipient dialogs hold forms of their own.
    <div ref={formRef} className="group-form" aria-busy={saving}>
      {!canChange ? <p className="state state-error">{t.noChangeAccess}</p> : null}
      <PageAlert text={form.deleteError} onClose={form.closeDeleteError} />
      <SaveReport failures={form.failures} />
      <ChannelsNote lost={form.channelsLost} />
      {shownErrors.length > 0 ? (
        <Alert>
          <p>{t.fixErrors}</p>
          <ul>
            {shownErrors.map((e) => (
              <li key={e}>{e}</li>
            ))}
          </ul>
        </Alert>
      ) : null}
      <GroupFields
        draft={draft}
        onChange={(fields) => change((d) => ({ ...d, ...fields }))}
        districts={choices}
        senders={senders}
        errors={errors}
        disabled={busy}
      />
      <RecipientsSection
        draft={draft}
        change={change}
        districts={allDistricts}
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
          onClick={form.save}
        >
          {saving ? t.saving : t.save}
        </FocusKeepingButton>
        <button type="button" onClick={form.cancel}>
          {t.cancel}
        </button>
        {draft.groupId !== null ? (
          <button type="button" className="danger" disabled={busy} onClick={form.askDelete}>
            {t.deleteGroup}
          </button>
        ) : null}
      </div>
      {form.confirming ? (
        <DeleteGroupDialog
          name={draft.name}
          busy={deleting}
          onConfirm={form.remove}
          onClose={form.closeDelete}
        />
      ) : null}
    </div>
  );
}
