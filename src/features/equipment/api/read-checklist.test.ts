import { describe } from 'vitest';
import { itReadsAsSchema } from '@/test/reader-vs-schema';
import { checklistPageReader } from './read-checklist';
import { checklistPageSchema } from './schemas';

const check = (over: Record<string, unknown> = {}) => ({
  id: 1,
  statusId: 2,
  statusName: 'OK',
  temperature: 21.5,
  hostId: 3,
  hostName: 'X2 2035',
  hostTypeId: 1,
  equipmentId: 4,
  equipmentTypeName: 'Brandsläckare',
  place: 'Malmö C',
  description: 'Kontrollerad',
  memo: '',
  imageUrl: 'https://example.org/bild.jpg',
  trip: 1042,
  created: '2026-03-29T02:30:00',
  registered: '2026-03-29 03:15',
  updated: '2026-10-25T01:30:00Z',
  vehiclePosition: 'A',
  hostEquipmentRelationID: 5,
  districtID: 4,
  eventId: null,
  checkTemplateId: '7',
  externalId: 'e-1',
  ...over,
});
const page = (data: unknown, over: Record<string, unknown> = {}) => ({
  data,
  skip: 0,
  take: 5000,
  count: 2,
  ...over,
});

describe('checklistPageReader reads as checklistPageSchema does', () => {
  const accepted: [string, unknown][] = [
    ['an empty page', page([])],
    ['full checks', page([check(), check({ id: 2 })])],
    ['ids and numbers as text', page([check({ id: '9', trip: '12', temperature: '-3,5' })])],
    [
      'missing and null fields',
      page([check({ statusName: null, temperature: undefined, trip: null, created: null })]),
    ],
    [
      'odd numbers and times',
      page([check({ temperature: '', updated: 'okänd', registered: '', created: '2026-01-01' })]),
    ],
    ['a temperature that is not a number', page([check({ temperature: 'varm' })])],
    ['unknown keys (left out)', { ...page([check({ extra: 1 })]), extra: true }],
  ];

  const refused: [string, unknown][] = [
    ['a list instead of a page', [check()]],
    ['null', null],
    ['text', '502 Bad Gateway'],
    ['no data', { skip: 0, take: 1, count: 0 }],
    ['data not a list', page({ id: 1 })],
    ['null and text items', page([check(), null, 'x'])],
    ['a bad id', page([check(), check({ id: 'x' })])],
    ['a missing hostId', page([check({ hostId: undefined })])],
    ['a number as host name', page([check({ hostName: 42 })])],
    ['a temperature as an object', page([check({ temperature: {} })])],
    ['a time as a number', page([check({ created: 20260329 })])],
    ['a bad trip', page([check({ trip: 'M12' })])],
    ['a count as text', page([], { count: '2' })],
    ['a missing skip', page([], { skip: undefined })],
    ['two faults (the first one counts)', page([check({ memo: 1, id: 'x' })], { count: 'x' })],
  ];
  itReadsAsSchema(checklistPageReader, checklistPageSchema, accepted, refused);
});
