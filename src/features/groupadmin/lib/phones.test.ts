import { describe, expect, it } from 'vitest';
import { normalizePhones } from '@/lib/validation/recipients';
import { displayPhones, phoneSearchText } from './phones';

describe('group admin phone numbers (spec 2 §9: Swedish formatting with area codes)', () => {
  it('shows a stored number with its area code, as Swedes write it', () => {
    expect(displayPhones('46104235000')).toBe('010-423 50 00');
    expect(displayPhones('46705550101')).toBe('070-555 01 01');
    expect(displayPhones('46411123456')).toBe('0411-12 34 56');
    expect(displayPhones('4687654321')).toBe('08-765 43 21');
  });

  it('formats each number of a field that holds several (; , | separated)', () => {
    expect(displayPhones('46701234567;4640123456')).toBe('070-123 45 67, 040-12 34 56');
    expect(displayPhones(' 46701234567 | 0701112233 , 4640123456 ')).toBe(
      '070-123 45 67, 070-111 22 33, 040-12 34 56',
    );
    // As the form stores it (normalizePhones), then shown.
    expect(displayPhones(normalizePhones('070 123 45 67 | 040-12 34 56'))).toBe(
      '070-123 45 67, 040-12 34 56',
    );
  });

  it('shows a number it cannot format as stored, and nothing for an empty field', () => {
    expect(displayPhones('+4712345678')).toBe('+4712345678');
    expect(displayPhones('okänt')).toBe('okänt');
    expect(displayPhones('')).toBe('');
    expect(displayPhones(null)).toBe('');
  });

  it('is found as stored, as shown and by its digits in either form', () => {
    const text = phoneSearchText('46104235000;0705550101');
    for (const typed of [
      '46104235000',
      '010-423 50 00',
      '0104235000',
      '+46104235000',
      '0705550101',
      '46705550101',
      '070-555 01 01',
    ])
      expect(
        typed.split(' ').every((word) => text.includes(word)),
        typed,
      ).toBe(true);
    expect(phoneSearchText('')).toBe('');
  });
});
