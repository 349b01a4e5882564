import { describe, expect, it } from 'vitest';
import { SHEET_YES_NO } from '@/components/export-button';
import { yesNo } from './export-sheet';

describe('yesNo', () => {
  it('gives the texts it is passed', () => {
    expect(yesNo(true, { yes: 'Yes', no: 'No' })).toBe('Yes');
    expect(yesNo(false, { yes: 'Yes', no: 'No' })).toBe('No');
  });

  it('says Ja and Nej in exported sheets, as the files always have', () => {
    expect(yesNo(true, SHEET_YES_NO)).toBe('Ja');
    expect(yesNo(false, SHEET_YES_NO)).toBe('Nej');
  });
});
