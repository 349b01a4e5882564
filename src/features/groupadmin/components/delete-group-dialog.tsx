import { useStrings } from '@/lib/i18n';
import { Modal } from '@/components/modal';
import { groupAdminStrings } from '../strings';

/** The confirmation before a group is deleted. */
export function DeleteGroupDialog({
  name,
  busy,
  onConfirm,
  onClose,
}: {
  name: string;
  busy: boolean;
  onConfirm: () => void;
  onClose: () => void;
}) {
  const t = useStrings(groupAdminStrings);
  return (
    <Modal title={t.deleteTitle} closeLabel={t.cancel} onClose={onClose}>
      <p>{t.confirmDelete(name)}</p>
      <button type="button" className="danger" disabled={busy} onClick={onConfirm}>
        {busy ? t.deleting : t.deleteGroup}
      </button>
    </Modal>
  );
}
