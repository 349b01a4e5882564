import { describe, expect, it } from 'vitest';
import { useSessionStore } from '@/stores/session';
import { demoToken } from '@/test/tokens';
import { getRecipientGroups } from './get-recipient-groups';
import { recipientGroupSchema } from './recipient-group-schema';
import { safeParse } from 'zod/mini';

describe('GET msg /Recipientgroup', () => {
  it('reads the demo groups with their recipients and channels', async () => {
    useSessionStore.getState().signIn(demoToken('admin'));
    const groups = await getRecipientGroups();
    expect(groups.length).toBeGreaterThan(10);
    const skane = groups.find((g) => g.Name === 'Externa busspartner Skåne')!;
    expect(skane).toMatchObject({ DistrictID: 4, RecipientTypes: [1, 3] });
    expect(skane.GroupExternalRecipients.map((r) => r.Name)).toContain('Nobina Malmö');
    expect(skane.Created).toBeInstanceOf(Date);
  });

  it('accepts missing lists and numbers sent as strings, and drops unknown channels', () => {
    const parsed = safeParse(recipientGroupSchema, {
      ID: '7',
      Name: 'Grupp',
      DistrictID: 4,
      From: 'a@b.se',
      RecipientTypes: [3, 9, 1],
      GroupRoleRecipients: null,
    });
    expect(parsed.success).toBe(true);
    expect(parsed.data).toMatchObject({
      ID: 7,
      RecipientTypes: [3, 1],
      GroupRoleRecipients: [],
      GroupExternalRecipients: [],
      Created: null,
    });
  });
});
