import { describe, expect, it } from 'vitest';
import type { RecipientGroup } from '../api/schemas';
import { emptyForm } from './message-form';
import { offeredPart } from './offered';

const group = (ID: number, DistrictID: number) => ({ ID, DistrictID }) as RecipientGroup;
const groups = [group(1, 4), group(2, 4), group(7, 5)];

describe('what of a kept form is still offered', () => {
  it('sends an offered district with its offered groups', () => {
    const form = { ...emptyForm(0, 4), groupIds: [1, 2] };
    expect(offeredPart(form, [4, 5], groups)).toEqual({
      sendable: form,
      districtUnavailable: false,
      unavailableGroupIds: [],
    });
  });

  it('names a deleted group, or one of another district, and does not send it', () => {
    const form = { ...emptyForm(0, 4), groupIds: [1, 99, 7] };
    const offered = offeredPart(form, [4, 5], groups);
    expect(offered.sendable.groupIds).toEqual([1]);
    expect(offered.unavailableGroupIds).toEqual([99, 7]);
  });

  it('sends nothing in a district no longer offered, and says so', () => {
    const form = { ...emptyForm(0, 4), groupIds: [1, 2] };
    const offered = offeredPart(form, [5], groups);
    expect(offered.districtUnavailable).toBe(true);
    expect(offered.sendable).toMatchObject({ districtId: null, groupIds: [] });
  });

  it('sends no group while the groups load, and names none as unavailable', () => {
    const form = { ...emptyForm(0, 4), groupIds: [1] };
    const offered = offeredPart(form, [4], undefined);
    expect(offered.sendable.groupIds).toEqual([]);
    expect(offered.unavailableGroupIds).toEqual([]);
  });
});
