import { describe, expect, it } from 'vitest';
import { UPLOAD_DETAILS } from './upload-details.fixture';
import { sameDetails } from './shared-metadata';
import type { SharedMetadata } from './run-upload';

const details: SharedMetadata = { ...UPLOAD_DETAILS, District: [4, 5] };

describe('sameDetails: whether a file was sent with the details the form holds now', () => {
  it('ignores the time stamps and the order of the districts', () => {
    const later = { Created: '2026-11-23T12:09:00', Modified: '2026-11-23T12:09:00' };
    expect(sameDetails(details, { ...details, ...later, District: [5, 4] })).toBe(true);
  });

  it('sees a change of any detail the user fills in', () => {
    const changes: Partial<SharedMetadata>[] = [
      { Process: 'Rutiner', ProcessTagId: 259, MainProcess: 'Stödja', ProcessTagFullPath: 'X' },
      { ProcessTagId: 259 },
      { ReadReceipt: false },
      { Author: 'Karin Sjöberg' },
      { DriftMessageStart: '2026-12-01T00:00:00' },
      { DriftMessageEnd: '2026-12-31T00:00:00' },
      { Version: '2.0' },
      { District: [4] },
      { District: [4, 5, 17] },
    ];
    for (const change of changes)
      expect(sameDetails(details, { ...details, ...change })).toBe(false);
  });
});
