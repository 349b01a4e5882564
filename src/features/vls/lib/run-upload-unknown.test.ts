import { describe, expect, it } from 'vitest';
import { ApiError } from '@/lib/api/api-error';
import { UPLOAD_DETAILS } from './upload-details.fixture';
import { NOTHING_DONE, uploadFile, type UploadCalls, type UploadProgress } from './run-upload';

const file = { file: new Blob(['%PDF']), name: 'körorder.pdf' };
const gateway = () => new ApiError(504, 'Gateway Timeout', '');
const noAnswer = () => new ApiError(0, 'Inget svar från servern inom 300 s.', '');

/**
 * A server that keeps what arrives: `held` (api host) and `stored` (doc host). `upload` and
 * `store` name what the page hears instead of their answers, call by call (undefined: the answer);
 * `lookUp` likewise for the look-ups after the id check.
 */
function servers(fail: { upload?: Error[]; store?: Error[]; lookUp?: (Error | 'late')[] }) {
  const held = new Set<number>();
  const stored: number[] = [];
  const sent = { idChecks: 0, upload: 0, store: 0, lookUps: 0 };
  const order: string[] = [];
  const impl: UploadCalls = {
    lookUp: async (id) => {
      if (sent.idChecks === 0) return (order.push('id'), sent.idChecks++, 'free');
      order.push('look');
      sent.lookUps += 1;
      const next = fail.lookUp?.shift();
      if (next === 'late') return 'free';
      if (next) throw next;
      return held.has(id) ? 'taken' : 'free';
    },
    upload: async (_f, meta) => {
      order.push('upload');
      sent.upload += 1;
      if (held.has(meta.Id)) throw new ApiError(409, 'Id exists', '');
      held.add(meta.Id);
      const error = fail.upload?.shift();
      if (error) throw error;
    },
    store: async (_f, meta) => {
      sent.store += 1;
      stored.push(meta.Id);
      const error = fail.store?.shift();
      if (error) throw error;
    },
  };
  return { held, stored, sent, impl, order };
}

async function press(from: UploadProgress, impl: UploadCalls) {
  let kept = from;
  const error = await uploadFile(file, UPLOAD_DETAILS, from, new Set(), (_s, p) => (kept = p), impl)
    .then(() => null)
    .catch((e: Error) => e);
  return { kept, error };
}

describe('uploadFile: an unknown outcome is looked up before anything is sent again', () => {
  it('api host: no answer, but it arrived: the look-up finds it and the doc host follows', async () => {
    for (const error of [gateway(), noAnswer(), new ApiError(502, 'Bad Gateway', '')]) {
      const { held, stored, sent, impl } = servers({ upload: [error] });
      const one = await press(NOTHING_DONE, impl);
      expect(one.error).toBeNull();
      expect(sent).toMatchObject({ upload: 1, lookUps: 1, store: 1 });
      expect([...held]).toEqual(stored);
    }
  });

  it('api host: the look-up finds 404 (still being written): the mark stays; every press looks first', async () => {
    const { held, sent, impl, order } = servers({ upload: [gateway()], lookUp: ['late', 'late'] });
    // The look-ups answer 404 while the first upload is still being written (late).
    const one = await press(NOTHING_DONE, impl);
    expect(one.error).toMatchObject({ name: 'UploadOutcomeUnknown', step: 'api' });
    expect(one.kept).toMatchObject({ apiDone: false, unknown: 'api' });
    // The next press looks before it sends; its 404 lets it send (then the conflict means done).
    const two = await press(one.kept, impl);
    expect(order.slice(0, 5)).toEqual(['id', 'upload', 'look', 'look', 'upload']);
    expect(two.error).toBeNull();
    expect(sent).toMatchObject({ upload: 2, store: 1 });
    expect(held.size).toBe(1);
  });

  it('api host: written by the next press: its look finds it and nothing is sent again', async () => {
    const { sent, impl } = servers({ upload: [gateway()], lookUp: ['late'] });
    const one = await press(NOTHING_DONE, impl);
    expect(one.kept).toMatchObject({ unknown: 'api' });
    const two = await press(one.kept, impl);
    expect(two.error).toBeNull();
    expect(sent).toMatchObject({ upload: 1, lookUps: 2, store: 1 });
  });

  it('api host: the look-up fails too: unknown; the next press looks first and sends nothing', async () => {
    const { held, sent, impl } = servers({ upload: [gateway()], lookUp: [noAnswer()] });
    const one = await press(NOTHING_DONE, impl);
    expect(one.error).toMatchObject({ name: 'UploadOutcomeUnknown', step: 'api' });
    expect(one.kept).toMatchObject({ apiDone: false, unknown: 'api' });
    const two = await press(one.kept, impl);
    expect(two.error).toBeNull();
    expect(sent).toMatchObject({ upload: 1, store: 1 });
    expect(held.size).toBe(1);
  });

  it('api host: still unknown at the next press: nothing is sent, it stays unknown', async () => {
    const { sent, impl } = servers({ upload: [gateway()], lookUp: [noAnswer(), gateway()] });
    const one = await press(NOTHING_DONE, impl);
    const two = await press(one.kept, impl);
    expect(two.error).toMatchObject({ name: 'UploadOutcomeUnknown', step: 'api' });
    expect(two.kept).toMatchObject({ unknown: 'api' });
    expect(sent).toMatchObject({ upload: 1, store: 0 });
  });

  it('doc host: an unknown outcome is said, not taken for a failure; the retry repeats only it', async () => {
    const { sent, stored, impl } = servers({ store: [gateway()] });
    const one = await press(NOTHING_DONE, impl);
    expect(one.error).toMatchObject({ name: 'UploadOutcomeUnknown', step: 'doc' });
    expect(one.kept).toMatchObject({ apiDone: true, unknown: 'doc' });
    const two = await press(one.kept, impl);
    expect(two.error).toBeNull();
    expect(two.kept.unknown).toBeUndefined();
    expect(sent).toMatchObject({ upload: 1, store: 2 });
    // Under the same id both times.
    expect(new Set(stored).size).toBe(1);
  });
});
