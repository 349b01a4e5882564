import { useLayoutEffect, useState, type RefObject } from 'react';

/** Where the toasts stand: the window's bottom right corner, or its top right one. */
export type ToastPlace = 'bottom' | 'top';

interface Box {
  left: number;
  top: number;
  right: number;
  bottom: number;
}

const overlaps = (a: Box, b: Box) =>
  a.left < b.right && b.left < a.right && a.top < b.bottom && b.top < a.bottom;

/**
 * The toasts' place that leaves the focused control in sight (WCAG 2.4.11, focus not obscured):
 * the bottom right corner, unless the control is under the toasts there and not under them at the
 * top. `toasts` is their box where they stand now (its width and height are the same in either
 * corner), `gap` their distance from the window's edge.
 */
export function toastPlaceFor(
  focused: Box | null,
  toasts: Box,
  window: { height: number },
  gap: number,
): ToastPlace {
  if (!focused) return 'bottom';
  const height = toasts.bottom - toasts.top;
  const across = { left: toasts.left, right: toasts.right };
  const bottom = { ...across, top: window.height - gap - height, bottom: window.height - gap };
  const top = { ...across, top: gap, bottom: gap + height };
  return overlaps(focused, bottom) && !overlaps(focused, top) ? 'top' : 'bottom';
}

/**
 * Keeps the toasts clear of the focused control while any are shown: measured again when focus
 * moves, when anything scrolls (the browser scrolls what Tab reaches into view), when the window
 * changes size and when the toasts change (`shown`) or move into or out of a dialog (`host`).
 */
export function useToastPlace(
  ref: RefObject<HTMLElement | null>,
  shown: readonly unknown[],
  host: Element | null = null,
): ToastPlace {
  const [place, setPlace] = useState<ToastPlace>('bottom');
  useLayoutEffect(() => {
    const region = ref.current;
    if (!region || shown.length === 0) return;
    let frame = 0;
    const measure = () => {
      frame = 0;
      const active = document.activeElement;
      const focused =
        active && active !== document.body && !region.contains(active)
          ? active.getBoundingClientRect()
          : null;
      const gap = parseFloat(getComputedStyle(document.documentElement).fontSize);
      const height = document.documentElement.clientHeight;
      setPlace(toastPlaceFor(focused, region.getBoundingClientRect(), { height }, gap));
    };
    const later = () => {
      frame ||= requestAnimationFrame(measure);
    };
    measure();
    document.addEventListener('focusin', measure);
    document.addEventListener('scroll', later, { capture: true, passive: true });
    window.addEventListener('resize', later);
    return () => {
      cancelAnimationFrame(frame);
      document.removeEventListener('focusin', measure);
      document.removeEventListener('scroll', later, { capture: true });
      window.removeEventListener('resize', later);
    };
  }, [ref, shown, host]);
  return place;
}
