import { describe, expect, it } from 'vitest';
import { itReadsAsSchema } from '@/test/reader-vs-schema';
import { recipientGroupsReader } from './read-recipient-groups';
import { recipientGroupListSchema, recipientGroupSchema } from './recipient-group-schema';
import { safeParse } from 'zod/mini';

const group = (over: Record<string, unknown> = {}) => ({
  ID: 7,
  Name: 'Förare Skåne',
  DistrictID: 4,
  From: 'trafikledning@example.se',
  Created: '2026-03-29T02:30:00',
  CreatedByUserID: 'a1',
  RecipientTypes: [1, 2, 3],
  GroupDistrictRecipients: [{ ID: 1, DistrictID: 4, Name: 'Skåne' }],
  GroupRoleRecipients: [{ ID: 2, RoleID: 5, Name: 'Driver' }],
  GroupDutySiteRecipients: [{ ID: 3, DutySiteID: 41, Name: 'Malmö' }],
  GroupExternalRecipients: [
    {
      ID: 4,
      RecipientGroupID: 7,
      Name: 'Bussbolaget',
      Mail: 'a@b.se',
      Phone: '4670',
      RoleID: null,
    },
  ],
  ...over,
});

/** The groups read from `answer` (throws when the whole answer is refused). */
const read = (answer: unknown) => {
  const result = recipientGroupsReader['~standard'].validate(answer);
  if (result.issues) throw new Error(`refused at ${result.issues[0]!.path.join('.')}`);
  return result.value;
};

describe('the group list as spec 2 §3 gives it', () => {
  it('keeps duty-site rows without ID or DutySiteID (spec 2 §3 gives them no fields)', () => {
    const sites = [{ Name: 'Malmö' }, {}, { ID: 3 }];
    const answer = [group({ GroupDutySiteRecipients: sites })];
    expect(read(answer)[0]?.GroupDutySiteRecipients).toEqual([
      { ID: null, DutySiteID: null, Name: 'Malmö' },
      { ID: null, DutySiteID: null, Name: '' },
      { ID: 3, DutySiteID: null, Name: '' },
    ]);
    expect(safeParse(recipientGroupSchema, answer[0]).data?.GroupDutySiteRecipients).toHaveLength(
      3,
    );
  });

  it('leaves out a row it cannot use, not its group; a group it cannot use, not the list', () => {
    const odd = group({
      ID: 8,
      GroupRoleRecipients: [
        { ID: 2, Name: 'utan roll' },
        { ID: 9, RoleID: 5, Name: 'Driver' },
      ],
      GroupExternalRecipients: [null, { ID: 'x' }, { ID: 5, Name: 'Jour' }],
      RecipientTypes: [1, 'sms', 3],
    });
    const groups = read([group(), { Name: 'utan id' }, 'x', odd]);
    expect(groups.map((g) => g.ID)).toEqual([7, 8]);
    expect(groups[1]!.GroupRoleRecipients.map((r) => r.ID)).toEqual([9]);
    expect(groups[1]!.GroupExternalRecipients.map((r) => r.Name)).toEqual(['Jour']);
    expect(groups[1]!.RecipientTypes).toEqual([1, 3]);
    const one = safeParse(recipientGroupSchema, odd);
    expect(one.data?.GroupExternalRecipients).toHaveLength(1);
  });
});

describe('recipientGroupsReader reads as recipientGroupListSchema does', () => {
  itReadsAsSchema(
    recipientGroupsReader,
    recipientGroupListSchema,
    [
      ['an empty list', []],
      ['a full group', [group()]],
      [
        'ids as strings, missing lists and texts',
        [
          group({ ID: '12', DistrictID: '-4', RecipientTypes: ['2', 9, 0] }),
          { ID: 1, DistrictID: 4 },
          group({
            Name: null,
            GroupDistrictRecipients: null,
            GroupExternalRecipients: [{ ID: '5', RecipientGroupID: '7', RoleID: undefined }],
          }),
        ],
      ],
      [
        'the null date and a zoned date',
        [group({ Created: '9999-12-31T00:00:00' }), group({ Created: '2026-10-25T01:30:00Z' })],
      ],
      ['a group that is not an object', [group(), 'x']],
      ['a list of groups in an array', [[group()]]],
      ['an id that is not a number', [group({ ID: 'sju' })]],
      ['a group without its id or district', [group({ ID: undefined }), { ID: 1 }]],
      ['an infinite id', [group({ DistrictID: Infinity })]],
      ['a text that is a number', [group({ Name: 7 })]],
      ['a date that is a number', [group({ Created: 20260329 })]],
      ['channels that are not a list', [group({ RecipientTypes: 1 })]],
      ['a channel that is not an id', [group({ RecipientTypes: [1, 'sms'] })]],
      ['recipients that are not a list', [group({ GroupRoleRecipients: {} })]],
      ['a recipient that is not an object', [group({ GroupDutySiteRecipients: [null] })]],
      ['a recipient without its id', [group({ GroupDistrictRecipients: [{ DistrictID: 4 }] })]],
      ['duty-site rows without fields', [group({ GroupDutySiteRecipients: [{}, { Name: 'M' }] })]],
      [
        'an external recipient with an odd role',
        [group({ GroupExternalRecipients: [{ ID: 1, RoleID: 'x' }, { ID: 2 }] })],
      ],
    ],
    [
      ['not a list', { ID: 1 }],
      ['nothing', null],
    ],
  );
});
