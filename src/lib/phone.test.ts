import { describe, expect, it } from 'vitest';
import { formatPhone, phoneDigitForms, telHref } from './phone';

describe('phone numbers', () => {
  it('are shown as Swedes write them', () => {
    expect(formatPhone('46705550101')).toBe('070-555 01 01');
    expect(formatPhone('4640123456')).toBe('040-12 34 56');
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
