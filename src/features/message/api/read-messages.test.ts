import { describe } from 'vitest';
import { itReadsAsSchema } from '@/test/reader-vs-schema';
import * as z from 'zod/mini';
import { messagesReader } from './read-messages';
import { messageSchema } from './schemas';

const schema = z.array(messageSchema);

const message = (over: Record<string, unknown> = {}) => ({
  ID: 10,
  ParentID: 1,
  DistrictID: 4,
  Subject: 'Signalfel',
  Body: '<p>Signalfel vid <strong>Lund C</strong></p>',
  Created: '2026-03-29T01:30:00',
  ValidFrom: '2026-03-29T03:15:00',
  ValidTo: '9999-12-31T00:00:00',
  Number: 3,
  To: [1, 2],
  CustomData: [{ Key: 'districtId', Value: 4 }],
  UserRead: null,
  UserChecked: '2026-03-29T10:00:00Z',
  ReadReceipt: false,
  HTML: true,
  SystemID: 2,
  TypeID: 1,
  SenderUserID: 'a1',
  ...over,
});

describe('messagesReader reads as z.array(messageSchema) does', () => {
  const accepted: [string, unknown][] = [
    ['an empty list', []],
    ['a full message', [message()]],
    [
      'numbers and ids as strings',
      [message({ ID: '12', DistrictID: '-4', Number: ' 7 ', ParentID: '10', To: ['3', 4] })],
    ],
    [
      'missing and null fields',
      [
        { ID: 1, DistrictID: 4 },
        message({ Subject: null, To: null, CustomData: undefined, HTML: null }),
      ],
    ],
    [
      'flags of every kind',
      [
        message({ HTML: 1, ReadReceipt: 'true' }),
        message({ HTML: '1', ReadReceipt: 0 }),
        message({ HTML: 'ja', ReadReceipt: 2 }),
      ],
    ],
    [
      'numbers that are not numbers',
      [message({ Number: 'x', SystemID: '', TypeID: {}, ParentID: null })],
    ],
    [
      'dates with and without zone, empty and odd',
      [
        message({
          Created: '2026-10-25T02:30:00+01:00',
          ValidFrom: '',
          ValidTo: 'igår',
          UserRead: '2026-01-01',
        }),
      ],
    ],
    ['unknown keys (left out)', [message({ Extra: 'x', Nested: { a: 1 } })]],
  ];

  const refused: [string, unknown][] = [
    ['an object instead of a list', { ID: 'x', items: 'none' }],
    ['null', null],
    ['HTML text', '<!doctype html><h1>502</h1>'],
    ['null and text items', [message(), null, 'text']],
    ['an array item', [[message()]]],
    ['a bad ID', [message(), message({ ID: 'x' })]],
    ['a decimal ID string', [message({ ID: '1.5' })]],
    ['a missing DistrictID', [message({ DistrictID: undefined })]],
    ['a number subject', [message({ Subject: 42 })]],
    ['a bad recipient', [message({ To: [1, 'två'] })]],
    ['recipients not a list', [message({ To: 'alla' })]],
    ['custom data not a list', [message({ CustomData: { Key: 'x' } })]],
    ['a date as a number', [message({ ValidTo: 20260329 })]],
    ['a flag as an object', [message({ HTML: {} })]],
    ['a text sender id as a number', [message({ SenderUserID: 5 })]],
    ['two faults (the first one counts)', [message({ Body: 1, ID: 'x' })]],
  ];
  itReadsAsSchema(messagesReader, schema, accepted, refused);
});
