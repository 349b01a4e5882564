import { useRef, useState } from 'react';
import { useQuery } from '@tanstack/react-query';
import { useStrings } from '@/lib/i18n';
import { Modal } from '@/components/modal';
import { QueryState } from '@/components/query-state';
import { commonStrings } from '@/components/strings';
import { statusTypesQuery } from '../api/get-status-types';
import { checkQuery } from '../api/get-check';
import { editDraft, newDraft } from '../lib/initial-draft';
import { equipmentStrings } from '../strings';
import { CheckForm, type HostDefaults } from './check-form';

/**
 * The equipment edit dialog: a new check (id 0) or an existing one (api/Admin/check/{id}). It
 * waits for the status types (cached for the session) and, when editing, for the check.
 */
export function CheckDialog({
  checkId,
  defaults,
  districts,
  onClose,
}: {
  checkId: number;
  defaults: HostDefaults;
  districts: readonly number[];
  onClose: () => void;
}) {
  const t = useStrings(equipmentStrings);
  const common = useStrings(commonStrings);
  const statuses = useQuery(statusTypesQuery());
  const check = useQuery({ ...checkQuery(checkId), enabled: checkId > 0 });
  const droppedRef = useRef(false);
  // While a batch save runs, the dialog cannot be closed (Escape or Close).
  const [saving, setSaving] = useState(false);
  const close = () => {
    droppedRef.current = true;
    onClose();
  };
  const title = checkId ? t.dialog.editTitle(checkId) : t.dialog.newTitle;
  return (
    <Modal
      title={title}
      closeLabel={common.close}
      onClose={close}
      className="check-dialog"
      closeDisabled={saving}
    >
      <QueryState query={statuses}>
        {(statusTypes) =>
          checkId === 0 ? (
            <CheckForm
              checkId={0}
              initial={() => newDraft(defaults)}
              statuses={statusTypes}
              districts={districts}
              droppedRef={droppedRef}
              onRunning={setSaving}
              onSaved={close}
            />
          ) : (
            <QueryState query={check} errorText={t.dialog.loadError}>
              {(existing) => (
                <CheckForm
                  checkId={checkId}
                  check={existing}
                  initial={() => editDraft(existing, statusTypes)}
                  statuses={statusTypes}
                  districts={districts}
                  droppedRef={droppedRef}
                  onRunning={setSaving}
                  onSaved={close}
                />
              )}
            </QueryState>
          )
        }
      </QueryState>
    </Modal>
  );
}
