import { useMemo, useState } from 'react';
import type { UseQueryResult } from '@tanstack/react-query';
import { useStrings } from '@/lib/i18n';
import { QueryState } from '@/components/query-state';
import { useStoredState } from '@/lib/use-stored-state';
import { useDutySites } from '@/lib/resources/org/get-duty-sites';
import { useSession } from '@/stores/session';
import type { RecipientGroup } from '@/lib/resources/recipient-groups/recipient-group-schema';
import { groupAdminStrings } from '../strings';
import {
  addRecipient,
  changeExternal,
  removeRecipient,
  visibleRecipients,
  type DraftRecipient,
  type GroupDraft,
} from '../lib/group-draft';
import { AddRecipient } from './add-recipient';
import { ExternalDialog, type ExternalFields } from './external-dialog';
import { PickExternalDialog, externalsToPick } from './pick-external-dialog';
import { RecipientTable } from './recipient-table';
import { EXTERNAL_ROLE_NAME, FALLBACK_ROLE_NAMES, useGroupRoles } from './use-group-roles';
import type { DistrictOption } from './use-group-districts';

interface ExternalEditor {
  /** 'new', or the key of the row being changed. */
  row: string;
  fields: ExternalFields;
}

const parseEditor = (raw: unknown): ExternalEditor | null =>
  raw && typeof raw === 'object' && typeof (raw as ExternalEditor).row === 'string'
    ? (raw as ExternalEditor)
    : null;

/** The four kinds of recipients: the table, the add controls and the external dialogs. */
export function RecipientsSection({
  draft,
  change,
  districts,
  groups,
  groupsQuery,
  disabled,
}: {
  draft: GroupDraft;
  change: (update: (draft: GroupDraft) => GroupDraft) => void;
  districts: readonly DistrictOption[];
  groups: readonly RecipientGroup[];
  groupsQuery: UseQueryResult<readonly RecipientGroup[]>;
  disabled: boolean;
}) {
  const t = useStrings(groupAdminStrings);
  const userId = useSession()?.userId ?? '';
  const { roles, query: rolesQuery } = useGroupRoles();
  const sitesQuery = useDutySites();
  const sites = sitesQuery.data;
  // What is typed in the external dialog survives a reload too (the dialog opens again).
  const [editor, setEditor] = useStoredState<ExternalEditor | null>(
    `pp.groupadmin.external.${userId}.${draft.groupId ?? 'new'}`,
    null,
    parseEditor,
  );
  const [picking, setPicking] = useState(false);
  const rows = visibleRecipients(draft);
  const siteChoices = useMemo(
    () =>
      (sites ?? [])
        .filter((s) => s.districtId === draft.districtId)
        .map((s) => ({ id: s.id, name: s.name })),
    [sites, draft.districtId],
  );
  const externalRole = roles.find((r) => r.Name === EXTERNAL_ROLE_NAME)?.ID ?? null;

  const openNew = () =>
    setEditor({ row: 'new', fields: { name: '', mail: '', phone: '', roleId: externalRole } });
  const openChange = (row: DraftRecipient) =>
    setEditor({
      row: row.key,
      fields: { name: row.name, mail: row.mail, phone: row.phone, roleId: row.objectId },
    });
  const saveExternal = (fields: ExternalFields) => {
    const values = { name: fields.name, mail: fields.mail, phone: fields.phone };
    change((d) =>
      editor?.row === 'new'
        ? addRecipient(d, { kind: 'external', objectId: fields.roleId, ...values })
        : changeExternal(d, editor!.row, { ...values, objectId: fields.roleId }),
    );
    setEditor(null);
  };

  return (
    <fieldset>
      <legend>{t.recipients}</legend>
      <RecipientTable
        rows={rows}
        disabled={disabled}
        onRemove={(row) => change((d) => removeRecipient(d, row.key))}
        onChange={openChange}
      />
      <AddRecipient
        label={t.addDistrict}
        buttonLabel={t.addDistrict}
        choices={districts}
        disabled={disabled}
        onAdd={(c) =>
          change((d) => addRecipient(d, { kind: 'district', objectId: c.id, name: c.name }))
        }
      />
      {/* No role rows until the list is back: the spec's role names have no known RoleIDs. */}
      <QueryState query={rolesQuery} errorText={t.rolesLoadError(FALLBACK_ROLE_NAMES.join(', '))}>
        {() => null}
      </QueryState>
      <AddRecipient
        label={t.addRole}
        buttonLabel={t.addRole}
        choices={roles.map((r) => ({ id: r.ID, name: r.Name }))}
        disabled={disabled || !rolesQuery.isSuccess}
        onAdd={(c) =>
          change((d) => addRecipient(d, { kind: 'role', objectId: c.id, name: c.name }))
        }
      />
      <QueryState query={sitesQuery} errorText={t.sitesLoadError}>
        {() => null}
      </QueryState>
      <AddRecipient
        label={t.addDutySite}
        buttonLabel={t.addDutySite}
        choices={siteChoices}
        disabled={disabled || draft.districtId === null || !sitesQuery.isSuccess}
        onAdd={(c) =>
          change((d) => addRecipient(d, { kind: 'dutySite', objectId: c.id, name: c.name }))
        }
      />
      {draft.districtId === null ? <p className="field-hint">{t.chooseDistrictFirst}</p> : null}
      <div className="form-actions">
        <button type="button" disabled={disabled} onClick={openNew}>
          {t.addExternal}
        </button>
        <button type="button" disabled={disabled} onClick={() => setPicking(true)}>
          {t.pickExternal}
        </button>
      </div>
      {editor ? (
        <ExternalDialog
          title={t.externalTitle}
          fields={editor.fields}
          onFields={(fields) => setEditor({ ...editor, fields })}
          roles={roles}
          onSave={saveExternal}
          onClose={() => setEditor(null)}
        />
      ) : null}
      {picking ? (
        <PickExternalDialog
          choices={externalsToPick(groups, draft.groupId, rows)}
          groupsQuery={groupsQuery}
          onClose={() => setPicking(false)}
          onPick={(p) => {
            change((d) =>
              addRecipient(d, {
                kind: 'external',
                objectId: p.roleId,
                name: p.name,
                mail: p.mail,
                phone: p.phone,
              }),
            );
            setPicking(false);
          }}
        />
      ) : null}
    </fieldset>
  );
}
