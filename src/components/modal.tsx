import { useEffect, useId, useRef, type ReactNode } from 'react';
import { dialogClosed, dialogOpened } from './open-dialogs';

/**
 * A modal `<dialog>`: opens on mount with focus inside, Escape and the close button close it,
 * and focus goes back to what opened it.
 */
export function Modal({
  title,
  closeLabel,
  onClose,
  className,
  closeDisabled = false,
  children,
}: {
  title: string;
  closeLabel: string;
  onClose: () => void;
  className?: string;
  /** While true (e.g. a save runs) neither Escape nor the close button closes the dialog. */
  closeDisabled?: boolean;
  children: ReactNode;
}) {
  const ref = useRef<HTMLDialogElement>(null);
  const titleId = useId();
  useEffect(() => {
    const dialog = ref.current;
    const opener = document.activeElement as HTMLElement | null;
    if (dialog && !dialog.open) {
      if (typeof dialog.showModal === 'function') dialog.showModal();
      else dialog.setAttribute('open', '');
    }
    if (dialog) dialogOpened(dialog);
    return () => {
      if (dialog) dialogClosed(dialog);
      if (dialog?.open && typeof dialog.close === 'function') dialog.close();
      if (opener?.isConnected) opener.focus();
    };
  }, []);
  return (
    <dialog
      ref={ref}
      aria-labelledby={titleId}
      className={className}
      onCancel={(event) => {
        // Escape closes only this dialog, not one that opened it (React passes the event up).
        event.stopPropagation();
        event.preventDefault();
        if (event.target === event.currentTarget && !closeDisabled) onClose();
      }}
    >
      <h2 id={titleId}>{title}</h2>
      {children}
      <div className="dialog-actions">
        <button type="button" onClick={onClose} disabled={closeDisabled}>
          {closeLabel}
        </button>
      </div>
    </dialog>
  );
}
