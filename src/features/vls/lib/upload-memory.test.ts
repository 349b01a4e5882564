import { beforeEach, describe, expect, it } from 'vitest';
import { UPLOAD_DETAILS } from './upload-details.fixture';
import { KEEP_MS, MAX_KEPT, keepUpload, keptUploads, resumeUpload } from './upload-memory';
import type { UploadProgress } from './run-upload';

const file = { name: 'körorder.pdf', size: 1234, lastModified: 1_700_000_000_000 };
const meta = {
  ...UPLOAD_DETAILS,
  Id: 912345678,
  GUID: 'g-1',
  FileName: 'körorder.pdf',
  DocId: 'VLS-912345678',
};
const sent: UploadProgress = { meta, apiDone: false, unknown: 'api' };
const NOW = 1_800_000_000_000;

describe('upload memory: how far a file got survives a reload, per user', () => {
  beforeEach(() => localStorage.clear());

  it('the same file chosen again goes on under its id and GUID, looking first', () => {
    keepUpload('u-1', file, sent, false, NOW);
    expect(resumeUpload('u-1', { ...file }, NOW + 1000)).toEqual({
      meta,
      apiDone: false,
      unknown: 'api',
    });
    // The doc host's step under way: that step is the unknown one.
    keepUpload('u-1', file, { meta, apiDone: true }, false, NOW);
    expect(resumeUpload('u-1', file, NOW)).toMatchObject({ apiDone: true, unknown: 'doc' });
  });

  it('another file (name, size or last change), another user: nothing to go on from', () => {
    keepUpload('u-1', file, sent, false, NOW);
    expect(resumeUpload('u-1', { ...file, size: 1235 }, NOW)).toBeNull();
    expect(resumeUpload('u-1', { ...file, lastModified: 1 }, NOW)).toBeNull();
    expect(resumeUpload('u-1', { ...file, name: 'annan.pdf' }, NOW)).toBeNull();
    expect(resumeUpload('u-2', file, NOW)).toBeNull();
  });

  it('forgotten once done, and after a day', () => {
    keepUpload('u-1', file, sent, false, NOW);
    expect(resumeUpload('u-1', file, NOW + KEEP_MS + 1)).toBeNull();
    keepUpload('u-1', file, { meta, apiDone: true }, true, NOW);
    expect(keptUploads('u-1', NOW)).toEqual([]);
  });

  it('kept for at most MAX_KEPT files, the newest', () => {
    for (let i = 0; i < MAX_KEPT + 5; i++)
      keepUpload('u-1', { ...file, name: `f${i}.pdf` }, sent, false, NOW + i);
    const list = keptUploads('u-1', NOW + 100);
    expect(list).toHaveLength(MAX_KEPT);
    expect(list.at(-1)!.file.name).toBe(`f${MAX_KEPT + 4}.pdf`);
  });

  it('what is not a kept upload is ignored', () => {
    localStorage.setItem('pp.vls.uploads.u-1', JSON.stringify([{ file, at: NOW, meta: {} }, 5]));
    expect(keptUploads('u-1', NOW)).toEqual([]);
  });
});
