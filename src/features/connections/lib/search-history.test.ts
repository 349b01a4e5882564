import { describe, expect, it } from 'vitest';
import {
  addToHistory,
  historyDistrict,
  historyStorageKey,
  parseHistory,
  type HistoryItem,
} from './search-history';
import { STOPS } from './test-stops';

const item = (n: number, minute = n): HistoryItem => ({
  place: `Plats ${n}`,
  samStopId: 740000000 + n,
  timeStamp: new Date(Date.UTC(2026, 0, 1, 8, minute)).toISOString(),
});

describe('search history', () => {
  it('keeps the last 10 places, newest first', () => {
    let history: HistoryItem[] = [];
    for (let n = 1; n <= 12; n++) history = addToHistory(history, item(n));
    expect(history).toHaveLength(10);
    expect(history.map((h) => h.place)).toEqual(
      [12, 11, 10, 9, 8, 7, 6, 5, 4, 3].map((n) => `Plats ${n}`),
    );
  });

  it('a place searched again moves to the front, once', () => {
    let history = [item(3), item(2), item(1)];
    history = addToHistory(history, item(1, 30));
    expect(history.map((h) => h.samStopId % 100)).toEqual([1, 3, 2]);
    expect(history[0]!.timeStamp).toBe(item(1, 30).timeStamp);
  });

  it('reads back only well-formed items, sorted newest first, deduplicated and capped', () => {
    const stored = [
      item(1),
      { place: 'Trasig', samStopId: 'x', timeStamp: item(2).timeStamp },
      item(5),
      item(5, 1),
      null,
      { place: 'Utan tid', samStopId: 1, timeStamp: 'i går' },
      ...Array.from({ length: 12 }, (_, i) => item(10 + i)),
    ];
    const history = parseHistory(stored);
    expect(history).toHaveLength(10);
    expect(history[0]!.place).toBe('Plats 21');
    expect(history.every((h, i) => i === 0 || h.timeStamp <= history[i - 1]!.timeStamp)).toBe(true);
    expect(parseHistory([item(5), item(5, 1)])).toEqual([item(5)]);
    expect(parseHistory('nonsense')).toEqual([]);
  });

  it('is kept apart per user', () => {
    expect(historyStorageKey('a')).not.toBe(historyStorageKey('b'));
  });

  it('keeps the district an entry was searched in, and reads entries stored without one', () => {
    const old = item(1);
    const stored = [{ ...item(3), districtId: 5 }, { ...item(2), districtId: 'fem' }, old];
    const history = parseHistory(JSON.parse(JSON.stringify(stored)));
    expect(history.map((h) => h.districtId)).toEqual([5, undefined, undefined]);
    expect(history[1]).toStrictEqual(item(2));
    expect(history[2]).toEqual(old);
  });
});

describe('the district a history entry is searched in', () => {
  const lundC = STOPS.find((s) => s.shortName === 'LU')!;
  const entry = { place: 'Lund C', samStopId: lundC.samStopId, timeStamp: item(1).timeStamp };

  it('is the one it was searched in, whichever district the header shows', () => {
    expect(historyDistrict({ ...entry, districtId: 4 }, 5, [])).toBe(4);
    expect(historyDistrict({ ...entry, districtId: 1 }, 4, STOPS)).toBe(1);
  });

  it('for an older entry: the current district only where it lists the stop', () => {
    expect(historyDistrict(entry, 4, STOPS)).toBe(4);
    expect(historyDistrict(entry, 5, [])).toBeNull();
    expect(historyDistrict({ ...entry, samStopId: 740000502 }, 4, STOPS)).toBeNull();
    expect(historyDistrict(entry, null, STOPS)).toBeNull();
    // Not known before the district's stops are.
    expect(historyDistrict(entry, 4, undefined)).toBeUndefined();
    expect(historyDistrict({ ...entry, districtId: 1 }, 4, undefined)).toBe(1);
  });
});
