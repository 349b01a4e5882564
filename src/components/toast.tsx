import { useRef, useSyncExternalStore } from 'react';
import { createPortal } from 'react-dom';
import { useTopDialog } from './open-dialogs';
import { useToastPlace } from './toast-placement';

/**
 * Short notices in a corner of the screen (errors of background loads, confirmations): bottom
 * right, or top right while the control that has focus is under them (src/components/toast-placement.ts).
 * While a modal dialog is open they are rendered inside it (still fixed to the window's corner):
 * outside it they would be drawn under it and be inert, neither seen nor announced.
 */
export interface Toast {
  id: number;
  kind: 'error' | 'info' | 'success';
  text: string;
}

let toasts: Toast[] = [];
let nextId = 1;
const listeners = new Set<() => void>();
const emit = () => listeners.forEach((listener) => listener());

export function showToast(text: string, kind: Toast['kind'] = 'info', ttlMs = 6000): void {
  if (toasts.some((t) => t.text === text)) return;
  const toast = { id: nextId++, kind, text };
  toasts = [...toasts.slice(-3), toast];
  emit();
  setTimeout(() => dismissToast(toast.id), ttlMs);
}

export function dismissToast(id: number): void {
  toasts = toasts.filter((t) => t.id !== id);
  emit();
}

function subscribe(listener: () => void) {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

export function Toasts({ closeLabel }: { closeLabel: string }) {
  const list = useSyncExternalStore(
    subscribe,
    () => toasts,
    () => toasts,
  );
  const ref = useRef<HTMLDivElement>(null);
  const dialog = useTopDialog();
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
