import { describe, expect, it } from 'vitest';
import * as z from 'zod/mini';
import { OPERATIONAL_CHAIN } from '@/lib/documents/fallback-process-tags';
import { documentsReader } from './read-documents';
import { documentSchema } from './schemas';

const wire = {
  ID: '900000101',
  Name: 'Säkerhetsordning',
  DistrictIDs: [4, '5'],
  DownloadURL: '/document/download?id=900000101',
  ExternalID: null,
  Size: 3558822,
  UserCount: null,
  UserRead: 'true',
  UserChecked: 0,
  ReadReceipt: true,
  ProcessTagString: 'VLS / Utföra trafik',
  ProcessTagStringAbbrev: OPERATIONAL_CHAIN.join('-'),
  ProcessTagIDs: null,
  Area: 'Utföra trafik',
  AuthorName: 'Maria Eklund',
  PublishedDateTime: '2026-11-23T10:00:00',
  ModifiedDateTime: '2026-03-29T02:30:00',
  ValidFromDateTime: '2026-11-23T00:00:00Z',
  ValidToDateTime: '9999-12-31T00:00:00',
  Version: '2.2',
  Extra: 'dropped',
};

const schema = z.array(documentSchema);
function zod(data: unknown) {
  const parsed = z.safeParse(schema, data);
  return parsed.success ? { value: parsed.data } : { path: parsed.error.issues[0]!.path };
}
function mine(data: unknown) {
  const result = documentsReader['~standard'].validate(data);
  return result.issues ? { path: result.issues[0]!.path } : { value: result.value };
}

describe('documentsReader', () => {
  it('reads documents as the schema does: ids and flags as text, missing values, dates', () => {
    const variants = [
      wire,
      { ...wire, ProcessTagStringAbbrev: 'ROOT-K4', UserRead: null, Size: undefined },
      { ID: 7, PublishedDateTime: '', ModifiedDateTime: '0001-01-01T00:00:00', UserRead: '1' },
      // Numbers as text and text as numbers.
      { ...wire, Size: '12', UserCount: '3', Version: 2, Name: 5, ExternalID: 4711 },
    ];
    const result = mine(variants);
    expect(result).toEqual(zod(variants));
    expect(result.value?.[0]).toMatchObject({
      ID: 900000101,
      DistrictIDs: [4, 5],
      ExternalID: '',
      UserCount: 0,
      UserRead: true,
      UserChecked: false,
      ProcessTagIDs: [],
      ValidToDateTime: null,
      operational: true,
    });
    expect(result.value?.[0]).not.toHaveProperty('Extra');
    expect(result.value?.[1]?.operational).toBe(false);
    expect(result.value?.[3]).toMatchObject({
      Size: 12,
      UserCount: 3,
      Version: '2',
      Name: '5',
      ExternalID: '4711',
    });
  });

  it('refuses what the schema refuses, at the same place', () => {
    const faulty: unknown[] = [
      { docs: [] },
      [wire, null],
      [wire, [wire]],
      [{ ...wire, ID: null }],
      [{ ...wire, ID: '9x' }],
      [{ ...wire, Name: true }],
      [{ ...wire, DistrictIDs: 4 }],
      [{ ...wire, DistrictIDs: [4, 'x'] }],
      [{ ...wire, Size: '12 MB' }],
      [{ ...wire, UserRead: {} }],
      [{ ...wire, ReadReceipt: [] }],
      [{ ...wire, ProcessTagIDs: [null] }],
      [{ ...wire, PublishedDateTime: 20261123 }],
      [{ ...wire, Version: { major: 2 } }],
      [{ ...wire, Name: [], UserCount: 'many', ValidToDateTime: false }],
    ];
    for (const data of faulty) {
      const result = mine(data);
      expect(result.path, JSON.stringify(data)).toBeDefined();
      expect(result, JSON.stringify(data)).toEqual(zod(data));
    }
  });
});
