/**
 * Short notices in a corner of the screen (errors of background loads, confirmations): what is
 * shown now. The region that shows them is ./toast-region.tsx, loaded by the shell once it has
 * rendered (not in the start bundle); a notice shown before keeps until the region shows it.
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

export function subscribeToasts(listener: () => void): () => void {
  listeners.add(listener);
  return () => void listeners.delete(listener);
}

export const currentToasts = (): readonly Toast[] => toasts;
