import { describe, expect, it } from 'vitest';
import { fileNameOf } from './file-name';

const doc = (Name: string, ContentType: string) => ({ Name, ContentType, ID: 7 });

describe('the name a downloaded document is saved under', () => {
  it('keeps a name with its own extension', () => {
    expect(fileNameOf(doc('Rutin.pdf', 'application/pdf'))).toBe('Rutin.pdf');
  });

  it('adds the extension of every type an upload accepts to a name without one', () => {
    const types: [string, string][] = [
      ['application/pdf', '.pdf'],
      ['application/msword', '.doc'],
      ['application/vnd.openxmlformats-officedocument.wordprocessingml.document', '.docx'],
      ['application/vnd.ms-excel', '.xls'],
      ['application/vnd.openxmlformats-officedocument.spreadsheetml.sheet', '.xlsx'],
      ['application/vnd.ms-powerpoint', '.ppt'],
      ['application/vnd.openxmlformats-officedocument.presentationml.presentation', '.pptx'],
      ['text/plain', '.txt'],
    ];
    for (const [type, extension] of types)
      expect(fileNameOf(doc('Rapport Q1', type)), type).toBe(`Rapport Q1${extension}`);
  });

  it('makes a name that is no file name safe, or the id when nothing is left', () => {
    expect(fileNameOf(doc('a/b:c', 'text/plain'))).toBe('a b c.txt');
    expect(fileNameOf(doc('///', 'application/pdf'))).toBe('7.pdf');
  });
});
