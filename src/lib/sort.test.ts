import { describe, expect, it } from 'vitest';
import { parseServerDate } from './time/stockholm';
import { sortBy, type Sort } from './sort';

interface Item {
  id: string;
  at: unknown;
}

const ids = (list: readonly Item[]) => list.map((i) => i.id);
const by = (direction: Sort['direction']) => ({ key: 'at', direction }) as const;
const value = (item: Item) => item.at;

describe('sortBy', () => {
  const day = (key: string) => parseServerDate(`${key}T08:00:00`);
  const items: Item[] = [
    { id: 'no-date', at: parseServerDate('9999-12-31T00:00:00') },
    { id: 'b', at: day('2026-03-02') },
    { id: 'absent', at: undefined },
    { id: 'a', at: day('2026-03-01') },
    { id: 'dotnet-min', at: parseServerDate('0001-01-01T00:00:00') },
    { id: 'c', at: day('2026-03-03') },
  ];

  it('puts missing dates (null date, 0001-01-01, absent) last in both directions', () => {
    expect(ids(sortBy(items, by('asc'), value))).toEqual([
      'a',
      'b',
      'c',
      'no-date',
      'absent',
      'dotnet-min',
    ]);
    expect(ids(sortBy(items, by('desc'), value))).toEqual([
      'c',
      'b',
      'a',
      'no-date',
      'absent',
      'dotnet-min',
    ]);
  });

  it('puts missing texts and numbers last in both directions', () => {
    const mixed: Item[] = [
      { id: 'empty', at: '' },
      { id: 'Öst', at: 'Östra' },
      { id: 'null', at: null },
      { id: 'Ang', at: 'Angered' },
      { id: 'NaN', at: Number.NaN },
      { id: 'Ber', at: 'berga' },
    ];
    expect(ids(sortBy(mixed, by('asc'), value))).toEqual([
      'Ang',
      'Ber',
      'Öst',
      'empty',
      'null',
      'NaN',
    ]);
    expect(ids(sortBy(mixed, by('desc'), value))).toEqual([
      'Öst',
      'Ber',
      'Ang',
      'empty',
      'null',
      'NaN',
    ]);
    const numbers: Item[] = [
      { id: 'none', at: null },
      { id: '10', at: 10 },
      { id: '2', at: 2 },
    ];
    expect(ids(sortBy(numbers, by('asc'), value))).toEqual(['2', '10', 'none']);
    expect(ids(sortBy(numbers, by('desc'), value))).toEqual(['10', '2', 'none']);
  });

  it('keeps equal values in list order, numbers and texts alike', () => {
    const numbers: Item[] = [
      { id: 'x', at: 5 },
      { id: 'y', at: 1 },
      { id: 'z', at: 5 },
      { id: 'w', at: 1 },
    ];
    expect(ids(sortBy(numbers, by('asc'), value))).toEqual(['y', 'w', 'x', 'z']);
    const texts: Item[] = [
      { id: 'x', at: 'Malmö' },
      { id: 'y', at: 'lund' },
      { id: 'z', at: 'malmö' },
    ];
    expect(ids(sortBy(texts, by('asc'), value))).toEqual(['y', 'x', 'z']);
  });

  it('orders many texts as the Swedish collator does, equal ones (case, accents) in list order', () => {
    const words = [
      'Öland',
      'åre',
      'Åre',
      'ystad',
      'Ystad',
      'Ängelholm',
      'Z10',
      'z9',
      'Lund',
      'Malmö',
    ];
    let seed = 7;
    const texts: Item[] = Array.from({ length: 400 }, (_, i) => {
      seed = (seed * 48271) % 2147483647;
      return { id: String(i), at: words[seed % words.length] };
    });
    const collator = new Intl.Collator('sv', { numeric: true, sensitivity: 'base' });
    const expected = texts
      .map((item, i) => ({ item, i }))
      .sort((a, b) => collator.compare(a.item.at as string, b.item.at as string) || a.i - b.i)
      .map(({ item }) => item.id);
    expect(ids(sortBy(texts, by('asc'), value))).toEqual(expected);
    expect(ids(sortBy(texts, by('desc'), value))).toEqual([...expected].reverse());
  });

  it('sorts negative, fractional and far-apart numbers and dates, equal ones in list order', () => {
    const list = (values: number[]) => values.map((at, i): Item => ({ id: String(i), at }));
    const sorted = (values: number[]) =>
      sortBy(list(values), by('asc'), value).map((item) => item.at);
    const ascending = (values: number[]) => [...values].sort((a, b) => a - b);
    for (const values of [
      [3, -2, 0, -2, 7, 1440, -1441, 0],
      [2.5, 1, 2.25, -0.5, 1],
      [1e300, -1e300, 5, 5, 0],
      [Date.UTC(2019, 0, 1), Date.UTC(2030, 5, 1), Date.UTC(2019, 0, 1), 0],
    ]) {
      expect(sorted(values), String(values)).toEqual(ascending(values));
    }
    const ties = list([5, 1e300, 5, -1e300, 5]);
    expect(ids(sortBy(ties, by('asc'), value))).toEqual(['3', '0', '2', '4', '1']);
    const dates = [day('2026-03-02'), day('2026-03-01'), day('2026-03-02')];
    const byDate = dates.map((at, i): Item => ({ id: String(i), at }));
    expect(ids(sortBy(byDate, by('asc'), value))).toEqual(['1', '0', '2']);
    expect(ids(sortBy(byDate, by('desc'), value))).toEqual(['2', '0', '1']);
  });
});
