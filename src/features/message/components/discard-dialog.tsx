import { Modal } from '@/components/modal';
import { commonStrings } from '@/components/strings';
import { useStrings } from '@/lib/i18n';
import { messageStrings } from '../strings';

/**
 * The question before the message form is emptied, in the portal's own dialog and language (not
 * the browser's `confirm`, whose buttons follow the browser's language and which blocks the tab).
 * Cancel and Escape keep everything; focus goes back to the button that asked.
 */
export function DiscardDialog({
  onConfirm,
  onClose,
}: {
  onConfirm: () => void;
  onClose: () => void;
}) {
  const t = useStrings(messageStrings);
  const c = useStrings(commonStrings);
  return (
    <Modal title={t.discardDraft} closeLabel={c.cancel} onClose={onClose}>
      <p>{t.discardConfirm}</p>
      <button type="button" className="danger" onClick={onConfirm}>
        {t.discardDraft}
      </button>
    </Modal>
  );
}
