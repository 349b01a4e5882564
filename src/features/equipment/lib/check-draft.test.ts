import { describe, expect, it } from 'vitest';
import { stockholmWallTime } from '@/lib/time/stockholm';
import {
  checkBody,
  defaultCheckDate,
  draftError,
  type ActivityDraft,
  type CheckDraft,
} from './check-draft';
import { newDraft } from './initial-draft';

const activity = (over: Partial<ActivityDraft> = {}): ActivityDraft => ({
  relationId: 7,
  equipmentId: 72,
  name: 'Kylskåp bistro',
  statusGroupId: 5,
  checkTemplateId: 972,
  ticked: true,
  statusId: 11,
  temperature: '1,9',
  description: '',
  state: 'open',
  ...over,
});

const draft = (over: Partial<CheckDraft> = {}): CheckDraft => ({
  id: 0,
  districtId: 4,
  hostTypeId: 2,
  hostId: 12,
  date: '2026-05-04',
  time: '12:00',
  originalCreated: null,
  place: 'M',
  trip: '1045',
  vehiclePosition: 'B',
  memo: '',
  imageUrl: '',
  externalId: '',
  activities: [activity()],
  ...over,
});

const NOW = +stockholmWallTime('2026-05-04', 12 * 60) + 30_000;

describe('defaultCheckDate (spec: noon, of today)', () => {
  it.each([
    ['2026-05-04', 0, '2026-05-04'],
    ['2026-05-04', 11 * 60 + 59, '2026-05-04'],
    ['2026-05-04', 12 * 60, '2026-05-04'],
    ['2026-03-29', 8 * 60, '2026-03-29'],
    ['2026-10-25', 23 * 60 + 59, '2026-10-25'],
  ])('at %s minute %i: %s', (day, minute, expected) => {
    expect(defaultCheckDate(stockholmWallTime(day, minute))).toBe(expected);
  });

  it('before noon a new check left at its default time is refused as ahead, not saved as yesterday', () => {
    const morning = stockholmWallTime('2026-05-04', 9 * 60);
    const fresh = newDraft({ districtId: 4, hostTypeId: 2, hostId: 1 }, morning);
    expect([fresh.date, fresh.time]).toEqual(['2026-05-04', '12:00']);
    const ticked = { ...fresh, activities: [activity({ equipmentId: 5, statusId: 2 })] };
    expect(draftError(ticked, morning)).toEqual({ rule: 'future' });
  });
});

describe('draftError (spec 2 §5, table)', () => {
  const cases: [string, CheckDraft, string | null][] = [
    ['a valid new check', draft(), null],
    [
      'no ticked activity',
      draft({ activities: [activity({ ticked: false })] }),
      'activityOrTemperature',
    ],
    [
      'only saved activities',
      draft({ activities: [activity({ state: 'saved' })] }),
      'activityOrTemperature',
    ],
    [
      'temperature 2',
      draft({ activities: [activity({ temperature: '2' })] }),
      'activityOrTemperature',
    ],
    [
      'temperature 2,0',
      draft({ activities: [activity({ temperature: '2,0' })] }),
      'activityOrTemperature',
    ],
    [
      'temperature missing',
      draft({ activities: [activity({ temperature: '' })] }),
      'activityOrTemperature',
    ],
    ['temperature 1,9', draft({ activities: [activity({ temperature: '1,9' })] }), null],
    [
      'status 12 needs none',
      draft({ activities: [activity({ statusId: 12, temperature: '' })] }),
      null,
    ],
    [
      'status 12 with a temperature given: a number',
      draft({ activities: [activity({ statusId: 12, temperature: '4,5' })] }),
      null,
    ],
    [
      // Sent as no temperature otherwise, with nothing said.
      'status 12 with a temperature that is no number',
      draft({ activities: [activity({ statusId: 12, temperature: 'kallt' })] }),
      'activityOrTemperature',
    ],
    [
      'unticked bad temperature is ignored',
      draft({
        activities: [
          activity({ statusId: 12 }),
          activity({ relationId: 8, ticked: false, temperature: '9' }),
        ],
      }),
      null,
    ],
    ['one minute ahead', draft({ time: '12:01' }), 'future'],
    ['5 days exactly', draft({ date: '2026-04-29', time: '12:00' }), null],
    ['5 days and a minute', draft({ date: '2026-04-29', time: '11:59' }), 'tooLate'],
    ['no time', draft({ time: '' }), 'missingTime'],
    ['a time that is no clock time', draft({ time: '12:75' }), 'missingTime'],
    ['a time typed without its colon, ahead', draft({ time: '1201' }), 'future'],
    ['a time typed with a dot', draft({ date: '2026-04-29', time: '11.59' }), 'tooLate'],
    [
      'an old check, time unchanged',
      draft({ id: 5, date: '2026-04-01', originalCreated: '2026-04-01T12:00:00' }),
      null,
    ],
    [
      'an old check, time changed',
      draft({ id: 5, date: '2026-04-01', time: '12:05', originalCreated: '2026-04-01T12:00:00' }),
      'tooLate',
    ],
    ['an edit needs no ticked activity', draft({ id: 5, activities: [] }), null],
  ];
  it.each(cases)('%s', (_name, value, rule) => {
    expect(draftError(value, NOW)?.rule ?? null).toBe(rule);
  });

  it('names the activity whose temperature is wrong', () => {
    const value = draft({
      activities: [activity({ statusId: 12 }), activity({ relationId: 9, temperature: '3' })],
    });
    expect(draftError(value, NOW)).toEqual({ rule: 'activityOrTemperature', relationId: 9 });
  });
});

describe('checkBody (spec 2 §7)', () => {
  it('sends a new cooling check on a vehicle with temperature and place', () => {
    expect(checkBody(draft(), activity(), 'u1')).toEqual({
      checkTemplateId: 972,
      statusTypeId: 11,
      userId: 'u1',
      hostEquipmentRelationId: 7,
      created: '2026-05-04T12:00:00',
      description: '',
      memo: '',
      trip: 1045,
      ExternalId: null,
      ImageUrl: null,
      Temperature: 1.9,
      VehiclePosition: 'B',
      Place: 'M',
    });
  });

  it('clears temperature for other types and place on stations; sends id on update', () => {
    const station = draft({ id: 31, hostTypeId: 1, trip: '' });
    const body = checkBody(station, activity({ equipmentId: 61, temperature: '5' }), 'u1');
    expect(body).toMatchObject({
      id: 31,
      Temperature: null,
      Place: null,
      VehiclePosition: null,
      trip: null,
    });
  });

  it('an update leaves out what the server’s check did not carry, instead of blanking it', () => {
    const read = draft({ id: 31, externalId: '' });
    const body = checkBody(read, activity({ checkTemplateId: null }), 'u1');
    expect(body).not.toHaveProperty('checkTemplateId');
    expect(body).not.toHaveProperty('ExternalId');
    const full = checkBody(draft({ id: 31, externalId: 'E-9' }), activity(), 'u1');
    expect(full).toMatchObject({ checkTemplateId: 972, ExternalId: 'E-9' });
    // A new check sends both, null where unknown.
    const fresh = checkBody(draft(), activity({ checkTemplateId: null }), 'u1');
    expect(fresh).toMatchObject({ checkTemplateId: null, ExternalId: null });
  });

  it('sends the trip only for vehicles (host type 2)', () => {
    const station = draft({ hostTypeId: 1, trip: '1045' });
    expect(checkBody(station, activity({ equipmentId: 61 }), 'u1').trip).toBeNull();
    expect(checkBody(draft({ trip: '1045' }), activity(), 'u1').trip).toBe(1045);
  });

  it('sends the time typed as 9 or 0930 as the clock time it reads', () => {
    expect(checkBody(draft({ time: '0930' }), activity(), 'u1').created).toBe(
      '2026-05-04T09:30:00',
    );
    expect(checkBody(draft({ time: '9' }), activity(), 'u1').created).toBe('2026-05-04T09:00:00');
  });
});
