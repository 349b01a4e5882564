import { afterEach, describe, expect, it, vi } from 'vitest';
import { focusAfterChange } from './focus-after-change';

afterEach(() => {
  document.body.innerHTML = '';
  vi.useRealTimers();
});

const button = (label: string) => {
  const b = document.createElement('button');
  b.setAttribute('aria-label', label);
  document.body.append(b);
  return b;
};

describe('focusAfterChange', () => {
  it('moves focus to the named control once it appears, after the focused one went away', () => {
    vi.useFakeTimers({ toFake: ['requestAnimationFrame'] });
    const checkIn = button('Checka in Ann på M1');
    checkIn.focus();
    const refocus = focusAfterChange();
    checkIn.remove();
    refocus('Checka ut Ann från M1');
    expect(document.activeElement).toBe(document.body);
    const checkOut = button('Checka ut Ann från M1');
    vi.advanceTimersToNextFrame();
    expect(document.activeElement).toBe(checkOut);
  });

  it('leaves focus alone when the user moved it on meanwhile', () => {
    const checkIn = button('Checka in Ann på M1');
    const search = button('Sök');
    checkIn.focus();
    const refocus = focusAfterChange();
    search.focus();
    button('Checka ut Ann från M1');
    refocus('Checka ut Ann från M1');
    expect(document.activeElement).toBe(search);
  });

  it('does nothing when nothing had focus before the change', () => {
    const refocus = focusAfterChange();
    button('Checka ut Ann från M1');
    refocus('Checka ut Ann från M1');
    expect(document.activeElement).toBe(document.body);
  });
});
