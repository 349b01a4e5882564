import { describe, expect, it } from 'vitest';
import { UPLOAD_DETAILS } from './upload-details.fixture';
import { NOTHING_DONE, uploadFile, type UploadCalls, type UploadProgress } from './run-upload';
import type { UploadMetadata } from './upload-metadata';
import { ApiError } from '@/lib/api/api-error';

const shared = { ...UPLOAD_DETAILS };
const file = { file: new Blob(['%PDF']), name: 'körorder.pdf' };

/** Calls that record what was sent; `fail` names the calls that fail (once each). */
function calls(fail: ('upload' | 'store')[] = []) {
  const sent = { idChecks: 0, upload: [] as UploadMetadata[], store: [] as UploadMetadata[] };
  const failing = new Set(fail);
  const impl: UploadCalls = {
    lookUp: async () => {
      sent.idChecks += 1;
      return 'free';
    },
    upload: async (_f, meta) => {
      sent.upload.push(meta);
      if (failing.delete('upload')) throw new Error('api down');
    },
    store: async (_f, meta) => {
      sent.store.push(meta);
      if (failing.delete('store')) throw new Error('doc host down');
    },
  };
  return { sent, impl };
}

/** Runs an upload and returns the progress last reported (what the page keeps). */
async function attempt(from: UploadProgress, impl: UploadCalls) {
  let kept = from;
  const error = await uploadFile(
    file,
    shared,
    from,
    new Set(),
    (_s, progress) => (kept = progress),
    impl,
  )
    .then(() => null)
    .catch((e: Error) => e.message);
  return { kept, error };
}

describe('uploadFile: a retry repeats only the step that failed', () => {
  it('after the doc host failed: only the doc host again, with the same id and metadata', async () => {
    const { sent, impl } = calls(['store']);
    const first = await attempt(NOTHING_DONE, impl);
    expect(first.error).toBe('doc host down');
    expect(first.kept.apiDone).toBe(true);
    const second = await attempt(first.kept, impl);
    expect(second.error).toBeNull();
    expect(sent.idChecks).toBe(1);
    expect(sent.upload).toHaveLength(1);
    expect(sent.store).toHaveLength(2);
    expect(sent.store[1]).toEqual(sent.store[0]);
    expect(sent.store[1]).toBe(sent.upload[0]);
  });

  it('after the api host failed: the api upload again with the same id, then the doc host', async () => {
    const { sent, impl } = calls(['upload']);
    const first = await attempt(NOTHING_DONE, impl);
    expect(first.error).toBe('api down');
    expect(first.kept).toMatchObject({ apiDone: false, meta: { Id: expect.any(Number) } });
    await attempt(first.kept, impl);
    expect(sent.idChecks).toBe(1);
    expect(sent.upload.map((m) => m.Id)).toEqual([first.kept.meta!.Id, first.kept.meta!.Id]);
    expect(sent.store).toEqual([first.kept.meta]);
  });

  it('a conflict on the first attempt is not taken for success', async () => {
    const impl: UploadCalls = {
      lookUp: async () => 'free',
      upload: async () => {
        throw new ApiError(409, 'Id exists', '');
      },
      store: async () => undefined,
    };
    const first = await attempt(NOTHING_DONE, impl);
    expect(first.error).toBe('Id exists');
    expect(first.kept.apiDone).toBe(false);
  });

  it('a new file: id, api host, doc host, once each, under one id', async () => {
    const { sent, impl } = calls();
    const { kept } = await attempt(NOTHING_DONE, impl);
    expect(sent.idChecks).toBe(1);
    expect(kept.meta).toMatchObject({ FileName: 'körorder.pdf', DocId: `VLS-${kept.meta!.Id}` });
    expect(String(kept.meta!.Id)).toMatch(/^9\d{8}$/);
    expect(sent.upload).toEqual([kept.meta]);
    expect(sent.store).toEqual([kept.meta]);
  });
});
