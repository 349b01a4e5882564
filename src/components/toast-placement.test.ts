import { describe, expect, it } from 'vitest';
import { toastPlaceFor } from './toast-placement';

/** Toasts 400 × 90 px standing 16 px from the bottom right corner of a 1280 × 800 window. */
const toasts = { left: 864, right: 1264, top: 694, bottom: 784 };
const window = { height: 800 };
const box = (left: number, top: number, width = 100, height = 30) => ({
  left,
  top,
  right: left + width,
  bottom: top + height,
});

describe('toastPlaceFor', () => {
  it('stays bottom right with nothing focused or the focus clear of that corner', () => {
    expect(toastPlaceFor(null, toasts, window, 16)).toBe('bottom');
    expect(toastPlaceFor(box(700, 720), toasts, window, 16)).toBe('bottom');
    expect(toastPlaceFor(box(1000, 600), toasts, window, 16)).toBe('bottom');
  });

  it('moves to the top while the focused control is under it at the bottom', () => {
    expect(toastPlaceFor(box(1000, 720), toasts, window, 16)).toBe('top');
    // Measured while standing at the top: the same size, judged at the bottom.
    const atTop = { ...toasts, top: 16, bottom: 106 };
    expect(toastPlaceFor(box(1000, 720), atTop, window, 16)).toBe('top');
    expect(toastPlaceFor(box(1000, 300), atTop, window, 16)).toBe('bottom');
  });

  it('stays at the bottom when the control would be under it at the top too', () => {
    expect(toastPlaceFor(box(1000, 50, 100, 700), toasts, window, 16)).toBe('bottom');
  });
});
