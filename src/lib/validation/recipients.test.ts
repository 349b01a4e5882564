import { describe, expect, it } from 'vitest';
import {
  canSaveExternalRecipient,
  invalidMails,
  invalidPhones,
  isValidSenderEmail,
  normalizePhone,
  normalizePhones,
  normalizeSenderEmail,
  splitList,
  validateExternalRecipient,
  validateGroup,
} from './recipients';

describe('sender e-mail', () => {
  it.each([
    ['trafikinfo@tagbolaget.se', true],
    ['  trafik info@tagbolaget.se ', true],
    ['tåg.info@skåne.se', true],
    ['', false],
    ['   ', false],
    ['trafikinfo', false],
    ['trafikinfo@tagbolaget', false],
    ['@tagbolaget.se', false],
    ['a@b@c.se', false],
  ])('%j valid: %s', (value, valid) => {
    expect(isValidSenderEmail(value)).toBe(valid);
  });

  it('is stored without whitespace', () => {
    expect(normalizeSenderEmail(' trafik info@tagbolaget.se\t')).toBe('trafikinfo@tagbolaget.se');
  });

  it('treats a missing value as invalid', () => {
    expect(isValidSenderEmail(null)).toBe(false);
    expect(isValidSenderEmail(undefined)).toBe(false);
  });
});

describe('list fields', () => {
  it.each([
    ['a@x.se;b@x.se', ['a@x.se', 'b@x.se']],
    ['a@x.se, b@x.se | c@x.se', ['a@x.se', 'b@x.se', 'c@x.se']],
    [';;a@x.se;', ['a@x.se']],
    ['', []],
  ])('splits %j', (value, parts) => {
    expect(splitList(value)).toEqual(parts);
  });
});

describe('external recipient mail', () => {
  it.each([
    ['info@buss.se', []],
    ['info@buss.se;trafik@buss.se', []],
    ['info@buss.se,fel-adress', ['fel-adress']],
    ['fel1|info@buss.se|fel2@', ['fel1', 'fel2@']],
    ['namn efternamn@buss.se', ['namn efternamn@buss.se']],
  ])('%j has the invalid addresses %j', (value, invalid) => {
    expect(invalidMails(value)).toEqual(invalid);
  });
});

describe('external recipient phone', () => {
  it.each([
    ['0701234567', '46701234567'],
    ['070 123 45 67', '46701234567'],
    ['46701234567', '46701234567'],
    ['4640123456', '4640123456'],
    ['464012345', '464012345'],
    ['+46701234567', '+46701234567'],
    ['123456789', '123456789'],
    ['4670123', null],
    ['467012345678', null],
    ['07012', null],
    ['12345678', null],
    ['+0701234567', null],
    ['telefon', null],
    ['', null],
  ])('%j → %j', (value, normalized) => {
    expect(normalizePhone(value)).toBe(normalized);
  });

  it('finds the offending numbers among several', () => {
    expect(invalidPhones('0701234567;123;+0046701234567|46701234567')).toEqual([
      '123',
      '+0046701234567',
    ]);
  });

  it('normalises every number of the field', () => {
    expect(normalizePhones('0701234567, 46709876543')).toBe('46701234567;46709876543');
  });
});

describe('external recipient', () => {
  it.each([
    [{ name: 'Buss AB', mail: 'info@buss.se' }, true],
    [{ name: 'Buss AB', phone: '0701234567' }, true],
    [{ name: 'Buss AB', mail: ' ', phone: '' }, false],
    [{ name: '  ', mail: 'info@buss.se' }, false],
    [{}, false],
  ])('%j can be saved: %s', (input, allowed) => {
    expect(canSaveExternalRecipient(input)).toBe(allowed);
  });

  it.each([
    [{ name: 'Buss AB', mail: 'info@buss.se', phone: '0701234567' }, []],
    [{ name: '', mail: 'info@buss.se' }, [{ code: 'nameRequired' }]],
    [{ name: 'Buss AB' }, [{ code: 'contactRequired' }]],
    [
      { name: 'Buss AB', mail: 'info@buss.se;nej', phone: '123' },
      [
        { code: 'invalidMail', values: ['nej'] },
        { code: 'invalidPhone', values: ['123'] },
      ],
    ],
  ])('%j has the problems %j', (input, problems) => {
    expect(validateExternalRecipient(input)).toEqual(problems);
  });
});

describe('group', () => {
  it.each([
    [{ districtId: 4, from: 'trafikinfo@tagbolaget.se' }, []],
    [{ districtId: null, from: 'trafikinfo@tagbolaget.se' }, [{ code: 'districtRequired' }]],
    [{ districtId: 0, from: 'trafikinfo@tagbolaget.se' }, [{ code: 'districtRequired' }]],
    [{ districtId: 4, from: 'trafikinfo' }, [{ code: 'wrongEmail' }]],
    [{}, [{ code: 'districtRequired' }, { code: 'wrongEmail' }]],
  ])('%j has the problems %j', (input, problems) => {
    expect(validateGroup(input)).toEqual(problems);
  });
});
