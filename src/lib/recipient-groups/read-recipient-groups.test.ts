import { describe } from 'vitest';
import * as z from 'zod/mini';
import { itReadsAsSchema } from '@/test/reader-vs-schema';
import { recipientGroupsReader } from './read-recipient-groups';
import { recipientGroupSchema } from './recipient-group-schema';

const schema = z.array(recipientGroupSchema);

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

describe('recipientGroupsReader reads as z.array(recipientGroupSchema) does', () => {
  itReadsAsSchema(
    recipientGroupsReader,
    schema,
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
    ],
    [
      ['not a list', { ID: 1 }],
      ['a group that is not an object', [group(), 'x']],
      ['a list of groups in an array', [[group()]]],
      ['an id that is not a number', [group({ ID: 'sju' })]],
      ['an infinite id', [group({ DistrictID: Infinity })]],
      ['a text that is a number', [group({ Name: 7 })]],
      ['a date that is a number', [group({ Created: 20260329 })]],
      ['channels that are not a list', [group({ RecipientTypes: 1 })]],
      ['a channel that is not an id', [group({ RecipientTypes: [1, 'sms'] })]],
      ['recipients that are not a list', [group({ GroupRoleRecipients: {} })]],
      ['a recipient that is not an object', [group({ GroupDutySiteRecipients: [null] })]],
      ['a recipient without its id', [group({ GroupDistrictRecipients: [{ DistrictID: 4 }] })]],
      [
        'an external recipient with an odd role',
        [group({ GroupExternalRecipients: [{ ID: 1, RoleID: 'x' }] })],
      ],
    ],
  );
});
