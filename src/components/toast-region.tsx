import { useRef, useSyncExternalStore } from 'react';
import { createPortal } from 'react-dom';
import { currentToasts, dismissToast, subscribeToasts } from './toast';
import { useToastPlace } from './toast-placement';

/**
 * Where the toasts (./toast.tsx) show: bottom right, or top right while the control that has
 * focus is under them (./toast-placement.ts). While a modal dialog is open they are rendered
 * inside it (still fixed to the window's corner): outside it they would be drawn under it and be
 * inert, neither seen nor announced.
 */
/** `dialog`: the topmost open modal dialog (./open-dialogs.ts `useTopDialog`), or null. */
export function Toasts({
  closeLabel,
  dialog,
}: {
  closeLabel: string;
  dialog: HTMLDialogElement | null;
}) {
  const list = useSyncExternalStore(subscribeToasts, currentToasts, currentToasts);
  const ref = useRef<HTMLDivElement>(null);
  const place = useToastPlace(ref, list, dialog);
  const region = (
    <div ref={ref} className={`toasts toasts-${place}`} aria-live="polite">
      {list.map((toast) => (
        <div
          key={toast.id}
          className={`toast toast-${toast.kind}`}
          role={toast.kind === 'error' ? 'alert' : 'status'}
        >
          <span>{toast.text}</span>
          <button
            type="button"
            className="link-button"
            onClick={() => dismissToast(toast.id)}
            aria-label={closeLabel}
          >
            ×
          </button>
        </div>
      ))}
    </div>
  );
  return dialog ? createPortal(region, dialog) : region;
}
