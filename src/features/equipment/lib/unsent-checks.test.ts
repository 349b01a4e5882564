import { beforeEach, describe, expect, it } from 'vitest';
import type { CheckBody } from '../api/save-check';
import { MARK_TTL_MS, MAX_MARKS, markUnsent, unsentAt } from './unsent-checks';

const body = {
  userId: 'u1',
  hostEquipmentRelationId: 7,
  created: '2026-11-20T12:00:00',
} as CheckBody;
const T = 1_800_000_000_000;

beforeEach(() => localStorage.clear());

describe('unsent checks: a send with an unknown outcome, remembered beyond the dialog', () => {
  it('is kept per user, activity and event time (to the minute) until forgotten', () => {
    markUnsent(body, T, T);
    expect(unsentAt({ ...body, created: '2026-11-20T12:00:30' }, T + 1)).toBe(T);
    expect(unsentAt({ ...body, userId: 'u2' }, T + 1)).toBeUndefined();
    expect(unsentAt({ ...body, hostEquipmentRelationId: 8 }, T + 1)).toBeUndefined();
    expect(unsentAt({ ...body, created: '2026-11-20T12:01:00' }, T + 1)).toBeUndefined();
    markUnsent(body, undefined, T + 2);
    expect(unsentAt(body, T + 3)).toBeUndefined();
    expect(localStorage.length).toBe(0);
  });

  it('is dropped after 24 hours', () => {
    markUnsent(body, T, T);
    expect(unsentAt(body, T + MARK_TTL_MS - 1)).toBe(T);
    expect(unsentAt(body, T + MARK_TTL_MS)).toBeUndefined();
  });

  it('keeps the newest marks only, and is never kept for an existing check', () => {
    for (let i = 0; i <= MAX_MARKS; i++)
      markUnsent({ ...body, hostEquipmentRelationId: 100 + i }, T + i, T + i);
    expect(unsentAt({ ...body, hostEquipmentRelationId: 100 }, T + 99)).toBeUndefined();
    expect(unsentAt({ ...body, hostEquipmentRelationId: 101 }, T + 99)).toBe(T + 1);
    markUnsent({ ...body, id: 5, hostEquipmentRelationId: 9 }, T, T);
    expect(unsentAt({ ...body, hostEquipmentRelationId: 9 }, T)).toBeUndefined();
  });

  it('reads what is stored as untrusted', () => {
    localStorage.setItem('pp.equipment.unsent.u1', JSON.stringify([{ relationId: '7' }, 3]));
    expect(unsentAt(body, T)).toBeUndefined();
    localStorage.setItem('pp.equipment.unsent.u1', '{');
    expect(unsentAt(body, T)).toBeUndefined();
  });
});
