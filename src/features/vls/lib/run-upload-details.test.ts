import { describe, expect, it } from 'vitest';
import { UPLOAD_DETAILS } from './upload-details.fixture';
import { ApiError } from '@/lib/api/api-error';
import {
  NOTHING_DONE,
  refusedAsTooLarge,
  uploadFile,
  type SharedMetadata,
  type UploadCalls,
  type UploadProgress,
} from './run-upload';
import type { UploadMetadata } from './upload-metadata';

const first: SharedMetadata = { ...UPLOAD_DETAILS };
/** The form after the user changed every detail. */
const changed: SharedMetadata = {
  ...first,
  Process: 'Rutiner',
  ProcessTagId: 259,
  ReadReceipt: false,
  Author: 'Karin Sjöberg',
  Created: '2026-11-23T12:05:00',
  DriftMessageStart: '2026-12-01T00:00:00',
  DriftMessageEnd: '2026-12-31T00:00:00',
  MainProcess: 'Stödja',
  Version: '2.0',
  Modified: '2026-11-23T12:05:00',
  ProcessTagFullPath: 'ROOT-K2',
  District: [5],
};
const file = { file: new Blob(['%PDF']), name: 'körorder.pdf' };
const identity = (m: UploadMetadata) => [m.Id, m.GUID, m.FileName, m.DocId];

/** Calls that record what was sent; `refuse` answers the matching api uploads with an error. */
function server(refuse: (meta: UploadMetadata) => Error | null, storeFails = 0) {
  const sent = { idChecks: 0, upload: [] as UploadMetadata[], store: [] as UploadMetadata[] };
  let failures = storeFails;
  const impl: UploadCalls = {
    lookUp: async () => (sent.idChecks++, 'free'),
    upload: async (_f, meta) => {
      sent.upload.push(meta);
      const error = refuse(meta);
      if (error) throw error;
    },
    store: async (_f, meta) => {
      sent.store.push(meta);
      if (failures-- > 0) throw new ApiError(500, 'Dokumentarkivet svarar inte', '');
    },
  };
  return { sent, impl };
}

async function attempt(shared: SharedMetadata, from: UploadProgress, impl: UploadCalls) {
  let kept = from;
  const report = (_s: unknown, progress: UploadProgress) => void (kept = progress);
  const error = await uploadFile(file, shared, from, new Set(), report, impl)
    .then(() => null)
    .catch((e: Error) => e.message);
  return { kept, error };
}

describe('uploadFile: a retry sends the details the form holds now', () => {
  it('a district the api host refused: the retry sends the district chosen since, same id', async () => {
    const { sent, impl } = server((m) =>
      m.District.includes(4) ? new ApiError(403, 'Saknar behörighet (DOC_UPLOAD)', '') : null,
    );
    const one = await attempt(first, NOTHING_DONE, impl);
    expect(one.error).toBe('Saknar behörighet (DOC_UPLOAD)');
    const two = await attempt({ ...first, District: [5] }, one.kept, impl);
    expect(two.error).toBeNull();
    expect(sent.idChecks).toBe(1);
    expect(sent.upload.map((m) => m.District)).toEqual([[4], [5]]);
    expect(identity(sent.upload[1]!)).toEqual(identity(sent.upload[0]!));
    expect(sent.store).toEqual([sent.upload[1]]);
  });

  it('an unknown process (400): the retry sends every detail as changed since', async () => {
    const { sent, impl } = server((m) =>
      m.ProcessTagId === 270 ? new ApiError(400, 'Okänd processtagg', '') : null,
    );
    const one = await attempt(first, NOTHING_DONE, impl);
    expect(one.error).toBe('Okänd processtagg');
    expect(one.kept.apiDone).toBe(false);
    const two = await attempt(changed, one.kept, impl);
    expect(two.error).toBeNull();
    expect(sent.upload[1]).toMatchObject(changed);
    expect(identity(sent.upload[1]!)).toEqual(identity(sent.upload[0]!));
    expect(sent.store).toEqual([sent.upload[1]]);
    expect(two.kept).toEqual({ meta: sent.upload[1], apiDone: true });
  });

  it('after the doc host failed, changed details: it stores the document the api host has', async () => {
    const { sent, impl } = server(() => null, 1);
    const one = await attempt(first, NOTHING_DONE, impl);
    expect(one.error).toBe('Dokumentarkivet svarar inte');
    const two = await attempt(changed, one.kept, impl);
    expect(two.error).toBeNull();
    // No second document (no new id, no second api upload); both hosts hold the same details.
    expect(sent.idChecks).toBe(1);
    expect(sent.upload).toHaveLength(1);
    expect(sent.store).toEqual([sent.upload[0], sent.upload[0]]);
    expect(two.kept.meta).toMatchObject({ District: [4], Author: 'Magnus Ek' });
  });

  it('an unanswered attempt that arrived, then changed details: the details that arrived', async () => {
    const held = new Map<number, UploadMetadata>();
    const stored: UploadMetadata[] = [];
    let lookUps = 0;
    const impl: UploadCalls = {
      // The id check answers; the look-up after the unanswered upload does not (a gateway).
      lookUp: async (id) => {
        if (++lookUps === 2) throw new ApiError(504, 'Gateway Timeout', '');
        return held.has(id) ? 'taken' : 'free';
      },
      upload: async (_f, meta) => {
        if (held.has(meta.Id)) throw new ApiError(409, 'Id exists', '');
        held.set(meta.Id, meta);
        throw new ApiError(0, 'Inget svar från servern inom 300 s.', '');
      },
      store: async (_f, meta) => void stored.push(meta),
    };
    const one = await attempt(first, NOTHING_DONE, impl);
    expect(one.error).toBe('Outcome of the api step unknown');
    expect(one.kept).toMatchObject({ apiDone: false, unknown: 'api' });
    const two = await attempt(changed, one.kept, impl);
    expect(two.error).toBeNull();
    expect(two.kept.apiDone).toBe(true);
    expect(stored).toEqual([held.get(one.kept.meta!.Id)]);
    expect(stored[0]).toMatchObject({ District: [4], Author: 'Magnus Ek' });
  });
});

describe('refusedAsTooLarge: a refusal a retry cannot mend', () => {
  it('413, or a 400 that says the file is too large', () => {
    expect(refusedAsTooLarge(new ApiError(413, 'Filen är för stor', ''))).toBe(true);
    expect(refusedAsTooLarge(new ApiError(400, 'File too large', ''))).toBe(true);
    expect(refusedAsTooLarge(new ApiError(400, 'Okänd processtagg', ''))).toBe(false);
    expect(refusedAsTooLarge(new ApiError(503, 'File too large', ''))).toBe(false);
    expect(refusedAsTooLarge(new ApiError(0, 'Inget svar från servern inom 300 s.', ''))).toBe(
      false,
    );
    expect(refusedAsTooLarge(new Error('File too large'))).toBe(false);
  });
});
