import { describe, expect, it } from 'vitest';
import type { EquipmentCheck } from '../api/schemas';
import { sortChecks } from './sort-checks';

const row = (id: number, over: Partial<EquipmentCheck>) => ({ id, ...over }) as EquipmentCheck;

describe('sortChecks', () => {
  const rows = [
    row(1, {
      hostName: 'Ängelholm',
      created: '2026-05-04T10:00:00',
      temperature: null,
      updated: '',
    }),
    row(2, {
      hostName: 'Arlöv',
      created: '2026-05-03T23:00:00',
      temperature: 1.5,
      updated: '2026-05-04T01:00:00',
    }),
    row(3, { hostName: 'X61 010', created: '2026-05-04T09:00:00', temperature: -2, updated: '' }),
    row(4, {
      hostName: 'X61 2',
      created: '2026-05-04T10:00:00',
      temperature: 4,
      updated: '2026-05-03T01:00:00',
    }),
  ];
  const ids = (list: EquipmentCheck[]) => list.map((r) => r.id);

  it('sorts text the Swedish way (Ä after Z), numbers within text by value', () => {
    expect(ids(sortChecks(rows, { key: 'hostName', direction: 'asc' }))).toEqual([2, 4, 3, 1]);
  });
  it('sorts times in time order, ties in the server order, empty last', () => {
    expect(ids(sortChecks(rows, { key: 'created', direction: 'asc' }))).toEqual([2, 3, 1, 4]);
    expect(ids(sortChecks(rows, { key: 'created', direction: 'desc' }))).toEqual([4, 1, 3, 2]);
    expect(ids(sortChecks(rows, { key: 'updated', direction: 'asc' }))).toEqual([4, 2, 1, 3]);
  });
  it('sorts numbers by value, none last', () => {
    expect(ids(sortChecks(rows, { key: 'temperature', direction: 'asc' }))).toEqual([3, 2, 4, 1]);
  });
  it('keeps rows without the value last when sorting newest or highest first', () => {
    expect(ids(sortChecks(rows, { key: 'updated', direction: 'desc' }))).toEqual([2, 4, 1, 3]);
    expect(ids(sortChecks(rows, { key: 'temperature', direction: 'desc' }))).toEqual([4, 2, 3, 1]);
    const texts = [row(1, { memo: '' }), row(2, { memo: 'Klotter' }), row(3, { memo: 'Avfall' })];
    expect(ids(sortChecks(texts, { key: 'memo', direction: 'asc' }))).toEqual([3, 2, 1]);
    expect(ids(sortChecks(texts, { key: 'memo', direction: 'desc' }))).toEqual([2, 3, 1]);
  });
});
