// @vitest-environment node
// Node's own fetch, FormData and File, so that the multipart body holds the file's real bytes
// (jsdom's File is not understood by Node's fetch).
import { describe, expect, it } from 'vitest';
import '../test/node-storage';
import { callerFor } from '../test/call';
import { archivedId, checkFiles, MAX_UPLOAD_BYTES, type UploadMetadata } from './documents-upload';

const MB = 1024 * 1024;
const pdf = (name: string, size: number) =>
  new File([new Uint8Array(size)], name, { type: 'application/pdf' });
const meta = (Id: number, FileName: string): UploadMetadata => ({
  FileName,
  GUID: crypto.randomUUID(),
  Id,
  OperationType: 'Create',
  Process: 'Driftmeddelanden och körorder',
  ProcessTagId: 270,
  ReadReceipt: true,
  Author: 'Magnus Ek',
  Created: '2026-11-23T12:00:00',
  DriftMessageStart: null,
  DriftMessageEnd: null,
  DocId: `VLS-${Id}`,
  MainProcess: 'Utföra trafik',
  Version: '1.0',
  Modified: '2026-11-23T12:00:00',
  ProcessTagFullPath: 'ROOT-K4-K4.1-A2-M7',
  District: [4],
});
/** The status of what `check` throws (a mock error answer), or null. */
function refusal(check: () => void): number | null {
  try {
    check();
    return null;
  } catch (answer) {
    return (answer as Response).status;
  }
}

describe('upload size: the mock servers accept what the portal allows (the spec names no limit)', () => {
  it('a file of the portal’s largest size passes; one byte more is 413, not a 400', () => {
    expect(MAX_UPLOAD_BYTES).toBe(25 * MB);
    const check = (size: number) => () =>
      checkFiles([pdf('a.pdf', size)], [meta(900_000_001, 'a.pdf')]);
    expect(refusal(check(MAX_UPLOAD_BYTES))).toBeNull();
    expect(refusal(check(MAX_UPLOAD_BYTES + 1))).toBe(413);
  });

  it('a 6 MB file goes through both hosts', async () => {
    let id = 955_000_000;
    while (archivedId(id)) id += 1;
    const send = (host: string, path: string, data: unknown) => {
      const form = new FormData();
      form.append('file', pdf('stor-rutin.pdf', 6 * MB), 'stor-rutin.pdf');
      form.append('data', JSON.stringify(data));
      return callerFor(`http://localhost/mock/${host}`)(path, {
        method: 'POST',
        raw: { body: form },
      });
    };
    const data = meta(id, 'stor-rutin.pdf');
    const api = await send('api', '/document/upload', [data]);
    expect(api.status).toBe(200);
    expect(await api.json()).toEqual([{ ID: id, Name: 'stor-rutin.pdf' }]);
    expect((await send('doc', '/v1/Document/Upload', data)).status).toBe(200);
  });
});
