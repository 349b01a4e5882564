import { describe, expect, it } from 'vitest';
import * as z from 'zod/mini';
import {
  checkSchema,
  equipmentTypeSchema,
  hostSchema,
  placeSchema,
  statusTypeSchema,
  thingSchema,
} from './schemas';

/** The equipment reads need no more than spec 2 §3 lists (and, where it lists none, the ids). */

describe('equipment schemas against spec 2 §3', () => {
  it('a host needs only its id and name (type and district are in the call’s path)', () => {
    expect(z.parse(hostSchema, { id: 31, name: 'X31 4301' })).toEqual({
      id: 31,
      name: 'X31 4301',
      hostTypeId: null,
      districtId: null,
    });
  });

  it('a thing to check needs no host id (the call is for one host)', () => {
    const thing = { hostEquipmentRelationId: 7, equipmentId: 72, statusGroupId: 3 };
    expect(z.parse(thingSchema, thing)).toMatchObject({ ...thing, hostId: null });
  });

  it('a check, a status type, an equipment type and a place read with the spec’s fields alone', () => {
    const check = z.parse(checkSchema, {
      id: 1,
      statusId: 5,
      statusName: 'Städad',
      temperature: null,
      hostId: 31,
      hostName: 'X31',
      hostTypeId: 2,
      equipmentId: 72,
      equipmentTypeName: 'Kyl',
      place: 'M',
      description: '',
      memo: '',
      imageUrl: '',
      trip: null,
      created: '2026-11-20T12:00:00',
      registered: '2026-11-20T12:01:00',
      updated: null,
      vehiclePosition: '',
      hostEquipmentRelationID: 7,
      districtID: 4,
      eventId: null,
    });
    expect(check).toMatchObject({ checkTemplateId: null, externalId: '' });
    const status = { id: 5, name: 'Städad', statusGroupId: 3, preselected: true };
    expect(z.parse(statusTypeSchema, status)).toEqual(status);
    const type = { id: 72, type: 'Kyl', hostTypeId: 2, statusGroupId: 3, districts: [4] };
    expect(z.parse(equipmentTypeSchema, type)).toMatchObject({ sortOrder: null, cleaning: false });
    expect(z.parse(placeSchema, { shortName: 'M', name: 'Malmö C' })).toMatchObject({
      districtId: null,
    });
  });
});
