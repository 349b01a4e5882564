import { useState } from 'react';
import type { Session } from '@/lib/auth/token';
import { useStrings } from '@/lib/i18n';
import { Modal } from '@/components/modal';
import { useSessionStore } from '@/stores/session';
import { shellStrings } from '../strings';

const nameOf = (s: Session) => s.name || s.userName || s.userId;

/**
 * A link handed over a token of another user while someone is signed in: the user decides.
 * Keeping the current session drops the handed-over token (it is already out of the address).
 */
export function HandoverPrompt({
  token,
  current,
  next,
}: {
  token: string;
  current: Session;
  next: Session;
}) {
  const t = useStrings(shellStrings);
  const [open, setOpen] = useState(true);
  if (!open) return null;
  return (
    <Modal
      title={t.handoverTitle}
      closeLabel={t.handoverKeep(nameOf(current))}
      onClose={() => setOpen(false)}
    >
      <p>{t.handoverText(nameOf(current), nameOf(next))}</p>
      <button
        type="button"
        className="primary"
        onClick={() => {
          useSessionStore.getState().signIn(token);
          setOpen(false);
        }}
      >
        {t.handoverSwitch(nameOf(next))}
      </button>
    </Modal>
  );
}
