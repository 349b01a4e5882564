import { useEffect, useId, useRef, type ReactNode } from 'react';
import { dialogClosed, dialogOpened } from './open-dialogs';

/**
 * A modal `<dialog>`: opens on mount with focus inside, Escape and the close button close it,
 * and focus goes back to what opened it. It is open exactly while it is mounted: should the
 * browser close it on its own, it is opened again (`closeDisabled`) or `onClose` follows.
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
  /** True from mount to unmount: the dialog should be open. */
  const mounted = useRef(false);
  const titleId = useId();
  useEffect(() => {
    const dialog = ref.current;
    const opener = document.activeElement as HTMLElement | null;
    mounted.current = true;
    if (dialog) open(dialog);
    if (dialog) dialogOpened(dialog);
    return () => {
      mounted.current = false;
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
      onClose={(event) => {
        // The browser closed it although `cancel` was refused: a second Escape without a click
        // or key in between is not cancelable (close watchers). While mounted it stays open.
        event.stopPropagation();
        if (event.target !== event.currentTarget || !mounted.current) return;
        if (closeDisabled) open(event.currentTarget);
        else onClose();
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

function open(dialog: HTMLDialogElement) {
  if (dialog.open) return;
  if (typeof dialog.showModal === 'function') dialog.showModal();
  else dialog.setAttribute('open', '');
}
