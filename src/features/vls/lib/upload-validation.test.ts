import { describe, expect, it } from 'vitest';
import { MAX_UPLOAD_BYTES as SERVERS_MAX } from '../../../../mocks/rules/documents-upload';
import { MAX_UPLOAD_BYTES, UPLOAD_ERRORS, validateUpload } from './upload-validation';

const file = (name: string, size = 10, extension = '.pdf') => ({ name, size, extension });

describe('upload validation', () => {
  it('uses the spec messages word for word', () => {
    expect(UPLOAD_ERRORS).toEqual({
      notArray: 'Data must be an array!',
      empty: 'No data',
      noContent: 'No content in file',
      duplicates: 'Name duplicates',
    });
  });

  it('refuses data that is not an array', () => {
    for (const data of [undefined, null, {}, 'a.pdf', 3]) {
      expect(validateUpload(data, '2025-05-01')).toEqual({
        ok: false,
        message: 'Data must be an array!',
      });
    }
  });

  it('refuses an empty list', () => {
    expect(validateUpload([], '2025-05-01')).toEqual({ ok: false, message: 'No data' });
  });

  it('refuses a file without content', () => {
    expect(validateUpload([file('a.pdf'), file('b.pdf', 0)], '2025-05-01')).toEqual({
      ok: false,
      message: 'No content in file',
    });
    expect(validateUpload([null], '2025-05-01')).toEqual({
      ok: false,
      message: 'No content in file',
    });
  });

  it('refuses duplicate names, whatever their case', () => {
    expect(validateUpload([file('Rutin.pdf'), file('rutin.pdf ')], '2025-05-01')).toEqual({
      ok: false,
      message: 'Name duplicates',
    });
  });

  it('gives unnamed files generated names that clash with nothing', () => {
    const result = validateUpload(
      [file(''), file('dokument-2025-05-01-2.pdf'), file('  ', 5, '.docx')],
      '2025-05-01',
    );
    expect(result).toEqual({
      ok: true,
      names: [
        'dokument-2025-05-01-1.pdf',
        'dokument-2025-05-01-2.pdf',
        'dokument-2025-05-01-3.docx',
      ],
    });
  });

  it('refuses a file over 25 MB or of a type other than documents, naming the first', () => {
    expect(
      validateUpload([file('a.pdf'), file('b.exe', 10, '.exe'), file('c.zip', 10, '.zip')], 'x'),
    ).toEqual({ ok: false, limit: 'type', index: 1 });
    expect(
      validateUpload([file('A.DOCX', 10, '.DOCX'), file('b.pdf', 25 * 1024 * 1024 + 1)], 'x'),
    ).toEqual({
      ok: false,
      limit: 'size',
      index: 1,
    });
    expect(validateUpload([file('b.pdf', 25 * 1024 * 1024)], 'x')).toMatchObject({ ok: true });
  });

  it('allows what the mock servers accept: the same largest file (the spec names none)', () => {
    expect(MAX_UPLOAD_BYTES).toBe(25 * 1024 * 1024);
    expect(SERVERS_MAX).toBe(MAX_UPLOAD_BYTES);
  });
});
