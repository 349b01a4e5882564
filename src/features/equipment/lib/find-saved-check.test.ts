import { describe, expect, it } from 'vitest';
import { stockholmWallTime } from '@/lib/time/stockholm';
import type { EquipmentCheck } from '../api/schemas';
import type { CheckBody } from '../api/save-check';
import { findSavedCheck, lookupFilter } from './find-saved-check';

const body = {
  hostEquipmentRelationId: 7,
  created: '2026-11-20T12:00:00',
  statusTypeId: 5,
  description: 'Påfyllt',
} as CheckBody;
const check = (over: Partial<EquipmentCheck>) =>
  ({
    id: 1,
    hostEquipmentRelationID: 7,
    created: '2026-11-20T12:00:00',
    statusId: 5,
    description: 'Påfyllt',
    registered: '2026-11-23T10:00:30',
    ...over,
  }) as EquipmentCheck;
const sentAt = stockholmWallTime('2026-11-23', 10 * 60).getTime();

describe('findSavedCheck: the check a send without an answer made', () => {
  it('is the same activity at the same minute, registered since the send', () => {
    expect(findSavedCheck([check({ id: 5 })], body, sentAt)?.id).toBe(5);
  });

  it('from a server that gives no registered time, is found by the rest', () => {
    expect(findSavedCheck([check({ id: 6, registered: '' })], body, sentAt)?.id).toBe(6);
  });

  it('is not a check of another status or description (someone else’s)', () => {
    expect(findSavedCheck([check({ statusId: 4 })], body, sentAt)).toBeNull();
    expect(findSavedCheck([check({ description: 'Trasig' })], body, sentAt)).toBeNull();
  });

  it('is not another activity, another minute, or an older check', () => {
    expect(findSavedCheck([check({ hostEquipmentRelationID: 8 })], body, sentAt)).toBeNull();
    expect(findSavedCheck([check({ created: '2026-11-20T12:01:00' })], body, sentAt)).toBeNull();
    expect(findSavedCheck([check({ registered: '2026-11-23T09:50:00' })], body, sentAt)).toBeNull();
  });

  it('looks in the host’s list from the event’s day to today (a back-registered check too)', () => {
    const pressed = stockholmWallTime('2026-11-23', 10 * 60);
    expect(lookupFilter(body, { districtId: 4, hostTypeId: 1, hostId: 31 }, 72, pressed)).toEqual({
      districtIds: [4],
      dateFrom: '2026-11-20',
      dateTo: '2026-11-23',
      hostTypeId: 1,
      hostId: 31,
      equipmentId: 72,
      place: null,
    });
  });

  it('reads the event’s day alone on that day, and at most the back-registration limit + 1', () => {
    const filter = (at: Date) =>
      lookupFilter(body, { districtId: 4, hostTypeId: 1, hostId: 31 }, 72, at);
    expect(filter(stockholmWallTime('2026-11-20', 12 * 60 + 5))).toMatchObject({
      dateFrom: '2026-11-20',
      dateTo: '2026-11-20',
    });
    // 00:05 in Stockholm is the next day there (still the 20th in New York and in UTC).
    expect(filter(stockholmWallTime('2026-11-21', 5))).toMatchObject({ dateTo: '2026-11-21' });
    expect(filter(stockholmWallTime('2026-12-01', 9 * 60))).toMatchObject({
      dateFrom: '2026-11-20',
      dateTo: '2026-11-26',
    });
  });
});
