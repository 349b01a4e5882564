import { describe, expect, it } from 'vitest';
import { formatPhone, phoneDigitForms, telHref } from './phone';

describe('phone numbers', () => {
  it('are shown as Swedes write them', () => {
    expect(formatPhone('46705550101')).toBe('070-555 01 01');
    expect(formatPhone('4640123456')).toBe('040-12 34 56');
  });

  it('split mobile numbers after 070, 072, 073, 076 and 079', () => {
    expect(['4670', '4672', '4673', '4676', '4679'].map((p) => formatPhone(`${p}5550101`))).toEqual(
      ['070-555 01 01', '072-555 01 01', '073-555 01 01', '076-555 01 01', '079-555 01 01'],
    );
    expect(formatPhone('0046705550101')).toBe('070-555 01 01');
  });

  it('split service numbers after their prefix (PTS’s number plan)', () => {
    expect(formatPhone('46771123456')).toBe('0771-12 34 56'); // shared cost, not a mobile
    expect(formatPhone('0771921921')).toBe('0771-92 19 21');
    expect(formatPhone('4690012345')).toBe('0900-123 45');
    expect(formatPhone('09001234567')).toBe('0900-123 45 67'); // premium rate, not Umeå's 090
    expect(formatPhone('09391234567')).toBe('0939-123 45 67');
    expect(formatPhone('09441234567')).toBe('0944-123 45 67');
    expect(formatPhone('4620123456')).toBe('020-12 34 56'); // freephone
    expect(formatPhone('0101234567')).toBe('010-123 45 67'); // location independent
  });

  it('split geographic numbers after their area code: 08, the three-digit ones, four digits', () => {
    expect(formatPhone('4681234567')).toBe('08-123 45 67');
    expect(formatPhone('46812345678')).toBe('08-12 34 56 78');
    expect(formatPhone('46311234567')).toBe('031-123 45 67');
    expect(formatPhone('4690123456')).toBe('090-12 34 56'); // Umeå
    expect(formatPhone('46261234567')).toBe('026-123 45 67');
    expect(formatPhone('4612012345')).toBe('0120-123 45'); // Åtvidaberg
    expect(formatPhone('4692012345')).toBe('0920-123 45'); // Luleå
    expect(formatPhone('4625012345')).toBe('0250-123 45'); // Mora
  });

  it('keep what is not a Swedish number as it came', () => {
    expect(formatPhone('+45 12 34 56 78')).toBe('+45 12 34 56 78');
    expect(formatPhone('112')).toBe('112');
    expect(formatPhone('')).toBe('');
  });

  it('dial with the country code and its plus, or as written nationally', () => {
    // Without the plus a phone dials 46705550101 as a local number.
    expect(telHref('46705550101')).toBe('tel:+46705550101');
    expect(telHref('+46 70-555 01 01')).toBe('tel:+46705550101');
    expect(telHref('070-555 01 01')).toBe('tel:0705550101');
  });

  it('are searched by their digits nationally and internationally', () => {
    expect(phoneDigitForms('46705550101')).toEqual(['46705550101', '0705550101']);
    expect(phoneDigitForms('070-555 01 01')).toEqual(['0705550101', '46705550101']);
    expect(phoneDigitForms('')).toEqual([]);
  });
});
