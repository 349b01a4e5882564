import { afterEach, describe, expect, it, vi } from 'vitest';
import { sessionCachedQuery } from './session-cached-query';

const numbers = (raw: unknown) =>
  Array.isArray(raw) && raw.every((n) => typeof n === 'number') ? (raw as number[]) : null;
const signal = new AbortController().signal;

afterEach(() => {
  sessionStorage.clear();
  vi.useRealTimers();
});

describe('a list cached in session storage', () => {
  it('keeps what the fetch brought, dated, and a new query starts from it', async () => {
    vi.useFakeTimers({ now: new Date('2026-03-04T10:00:00Z') });
    const first = sessionCachedQuery('pp.test', numbers, () => Promise.resolve([1, 2]));
    expect(first.initialData()).toBeUndefined();
    await expect(first.queryFn({ signal })).resolves.toEqual([1, 2]);

    const fetch = vi.fn();
    const later = sessionCachedQuery('pp.test', numbers, fetch);
    expect(later.initialData()).toEqual([1, 2]);
    expect(later.initialDataUpdatedAt()).toBe(Date.parse('2026-03-04T10:00:00Z'));
    expect(fetch).not.toHaveBeenCalled();
  });

  it('reads what parse refuses, or an entry without its time, as nothing stored', () => {
    sessionStorage.setItem('pp.test', JSON.stringify({ at: 1, data: ['x'] }));
    expect(sessionCachedQuery('pp.test', numbers, vi.fn()).initialData()).toBeUndefined();
    sessionStorage.setItem('pp.test', JSON.stringify([1, 2]));
    expect(sessionCachedQuery('pp.test', numbers, vi.fn()).initialData()).toBeUndefined();
    sessionStorage.setItem('pp.test', '{not json');
    expect(sessionCachedQuery('pp.test', numbers, vi.fn()).initialDataUpdatedAt()).toBeUndefined();
  });

  it('a null key (a query that is off) reads and keeps nothing', async () => {
    sessionStorage.setItem('null', JSON.stringify({ at: 1, data: [3] }));
    const off = sessionCachedQuery(null, numbers, () => Promise.resolve([4]));
    expect(off.initialData()).toBeUndefined();
    await off.queryFn({ signal });
    expect(sessionStorage.length).toBe(1);
  });
});
