import { describe, expect, it } from 'vitest';
import type { EquipmentCheck } from '../api/schemas';
import { editDraft, newDraft, restorable } from './initial-draft';

const check = (over: Partial<EquipmentCheck> = {}) =>
  ({
    id: 5,
    statusId: 4,
    statusName: 'Ej städad',
    temperature: null,
    hostId: 12,
    hostName: 'X31 4301',
    hostTypeId: 2,
    equipmentId: 3,
    equipmentTypeName: 'Invändig städning',
    place: 'LU',
    description: 'Kladdigt golv',
    memo: '',
    imageUrl: '',
    trip: 1045,
    created: '2026-05-04T09:00:00',
    registered: '2026-05-04T09:05:00',
    updated: null,
    vehiclePosition: '',
    hostEquipmentRelationID: 7,
    districtID: 4,
    eventId: null,
    checkTemplateId: 972,
    externalId: '',
    ...over,
  }) as EquipmentCheck;

describe('restorable (a stored edit draft over the check as the server has it)', () => {
  const server = check();
  const typed = { ...editDraft(server, []), memo: 'Skrivet före omladdningen' };

  it('restores a draft of the same check, unchanged on the server (a reload)', () => {
    expect(restorable(typed, editDraft(server, []))).toBe(typed);
  });

  it('drops it when the check was changed on the server since (no overwrite of newer data)', () => {
    const newer = check({ statusId: 5, statusName: 'Städad', updated: '2026-05-04T10:00:00' });
    expect(restorable(typed, editDraft(newer, []))).toBeNull();
  });

  it('drops a draft of another check', () => {
    expect(restorable(typed, editDraft(check({ id: 6 }), []))).toBeNull();
  });

  it('keeps a new check draft across a reload', () => {
    const fresh = newDraft({ districtId: 4, hostTypeId: 2, hostId: 12 });
    const stored = { ...fresh, memo: 'Halvskrivet' };
    expect(restorable(stored, newDraft({ districtId: 4, hostTypeId: 2, hostId: 12 }))).toBe(stored);
  });
});
