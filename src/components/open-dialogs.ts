import { useSyncExternalStore } from 'react';

/**
 * The modal dialogs open now, the topmost last. A modal `<dialog>` is drawn above everything else
 * and makes the rest of the page inert: what must stay seen and heard while one is open (the
 * toasts) is rendered inside the topmost.
 */
let open: readonly HTMLDialogElement[] = [];
const listeners = new Set<() => void>();

export function dialogOpened(dialog: HTMLDialogElement): void {
  open = [...open.filter((d) => d !== dialog), dialog];
  listeners.forEach((listener) => listener());
}

export function dialogClosed(dialog: HTMLDialogElement): void {
  open = open.filter((d) => d !== dialog);
  listeners.forEach((listener) => listener());
}

function subscribe(listener: () => void) {
  listeners.add(listener);
  return () => void listeners.delete(listener);
}

const topmost = () => open[open.length - 1] ?? null;

/** The topmost open modal dialog, or null. */
export const useTopDialog = (): HTMLDialogElement | null =>
  useSyncExternalStore(subscribe, topmost, () => null);
