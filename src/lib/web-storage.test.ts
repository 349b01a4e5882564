import { afterEach, describe, expect, it, vi } from 'vitest';
import { readStored, removeStored, writeStored } from './web-storage';

const numberOrNull = (raw: unknown) => (typeof raw === 'number' ? raw : null);

afterEach(() => {
  localStorage.clear();
  sessionStorage.clear();
});

describe('web storage', () => {
  it('writes JSON to the storage asked for and reads it back through parse', () => {
    expect(writeStored('local', 'k', 7)).toBe(true);
    expect(localStorage.getItem('k')).toBe('7');
    expect(sessionStorage.getItem('k')).toBeNull();
    expect(readStored('local', 'k', numberOrNull)).toBe(7);
    expect(readStored('session', 'k', numberOrNull)).toBeNull();
    removeStored('local', 'k');
    expect(localStorage.getItem('k')).toBeNull();
  });

  it('reads nothing stored, text that is not JSON and what parse refuses as null', () => {
    expect(readStored('session', 'k', numberOrNull)).toBeNull();
    sessionStorage.setItem('k', '{not json');
    expect(readStored('session', 'k', numberOrNull)).toBeNull();
    sessionStorage.setItem('k', '"7"');
    expect(readStored('session', 'k', numberOrNull)).toBeNull();
  });

  it('answers false when the browser refuses to store, and never throws', () => {
    vi.spyOn(Storage.prototype, 'setItem').mockImplementation(() => {
      throw new DOMException('full', 'QuotaExceededError');
    });
    vi.spyOn(Storage.prototype, 'getItem').mockImplementation(() => {
      throw new DOMException('denied', 'SecurityError');
    });
    expect(writeStored('session', 'k', 1)).toBe(false);
    expect(readStored('session', 'k', numberOrNull)).toBeNull();
    expect(() => removeStored('session', 'k')).not.toThrow();
  });
});
