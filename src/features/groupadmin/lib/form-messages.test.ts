import { describe, expect, it } from 'vitest';
import { loadStrings } from '@/lib/i18n';
import { canSaveExternalRecipient, normalizePhone } from '@/lib/validation/recipients';
import { groupAdminStrings } from '../strings';
import { externalMessages, groupFieldErrors, partialTitle, saveFailureLine } from './form-messages';
import type { SaveFailure } from './run-group-save';
import { emptyDraft } from './group-draft';

const sv = await loadStrings(groupAdminStrings, 'sv');
const en = await loadStrings(groupAdminStrings, 'en');
const pl = await loadStrings(groupAdminStrings, 'pl');

describe('phone rule (spec 2 §5), the edge cases', () => {
  it.each([
    // +0 is refused, whatever follows
    ['+0701234567', null],
    ['+046701234567', null],
    // a leading 0 becomes 46
    ['0701234567', '46701234567'],
    ['040123456', '4640123456'],
    // 46 numbers need 9 to 11 characters: 8 and 12 are refused
    ['46701234', null],
    ['467012345', '467012345'],
    ['46701234567', '46701234567'],
    ['467012345678', null],
    // 0 + 11 digits becomes 46 + 11 = 13 characters: too long
    ['070123456789', null],
    // other numbers need at least 9 characters
    ['12345678', null],
    ['123456789', '123456789'],
    ['+4570123456', '+4570123456'],
    // spaces are removed before counting
    ['070 123 45 67', '46701234567'],
    [' 46 70 123 ', null],
    // a digit is needed
    ['telefon', null],
    ['+', null],
  ])('%j → %j', (value, expected) => {
    expect(normalizePhone(value)).toBe(expected);
  });
});

describe('external recipient messages in sv, en and pl', () => {
  it.each([
    ['a@b.se', '', []],
    ['a@b.se;c@d.se, e@f.se|g@h.se', '', []],
    ['a@b.se;fel', '', ['Ogiltig e-postadress: fel']],
    ['x@y, a@b.se | z', '', ['Ogiltig e-postadress: x@y, z']],
    ['an na@b.se', '', ['Ogiltig e-postadress: an na@b.se']],
    ['', '0701234567;46701234567', []],
    ['', '0701234567;+0701', ['Felaktigt telefonnummer: +0701']],
    ['', '46701234, 12345678', ['Felaktigt telefonnummer: 46701234, 12345678']],
    ['fel', '123', ['Ogiltig e-postadress: fel', 'Felaktigt telefonnummer: 123']],
  ])('mail %j, phone %j → %j', (mail, phone, messages) => {
    expect(externalMessages({ name: 'Buss AB', mail, phone }, sv)).toEqual(messages);
  });

  it('says the same in English and Polish', () => {
    const input = { name: 'Buss AB', mail: 'fel;a@b.se', phone: '+0701234567' };
    expect(externalMessages(input, en)).toEqual([
      'Invalid e-mail address: fel',
      'Incorrect phone number: +0701234567',
    ]);
    expect(externalMessages(input, pl)).toEqual([
      'Nieprawidłowy adres e-mail: fel',
      'Nieprawidłowy numer telefonu: +0701234567',
    ]);
  });

  it.each([
    [{ name: 'Buss AB', mail: 'a@b.se' }, true],
    [{ name: 'Buss AB', phone: '0701234567' }, true],
    [{ name: 'Buss AB', mail: ' ; ', phone: ' ' }, false],
    [{ name: ' ', mail: 'a@b.se', phone: '0701234567' }, false],
  ])('saving %j is enabled: %s', (input, enabled) => {
    expect(canSaveExternalRecipient(input)).toBe(enabled);
  });
});

describe('group fields', () => {
  it('need a name, a district and a valid sender (whitespace removed)', () => {
    expect(groupFieldErrors(emptyDraft(null), sv)).toEqual({
      name: sv.nameRequired,
      districtId: sv.districtRequired,
      from: sv.wrongEmail,
    });
    const draft = { ...emptyDraft(4), name: 'Grupp', from: ' trafik info@tagbolaget.se ' };
    expect(groupFieldErrors(draft, sv)).toEqual({});
    expect(groupFieldErrors({ ...draft, from: 'trafikinfo@tagbolaget' }, en)).toEqual({
      from: en.wrongEmail,
    });
  });
});

describe('save report lines', () => {
  const failure = (over: Partial<SaveFailure>): SaveFailure => ({
    key: 'r1',
    kind: 'external',
    name: 'Nobina jour',
    operation: 'create',
    message: '500 Internt fel',
    unknown: false,
    ...over,
  });
  const timeout = 'Inget svar från servern inom 20 s.';

  it('a status answer says it was not done; no answer says it is not known', () => {
    expect(saveFailureLine(failure({}), sv)).toBe(
      'Extern Nobina jour: lades inte till (500 Internt fel)',
    );
    expect(saveFailureLine(failure({ unknown: true, message: timeout }), sv)).toBe(
      `Extern Nobina jour: osäkert om den lades till (${timeout})`,
    );
    expect(saveFailureLine(failure({ operation: 'update', unknown: true }), sv)).toBe(
      'Extern Nobina jour: osäkert om ändringen sparades (500 Internt fel)',
    );
    expect(saveFailureLine(failure({ operation: 'delete', unknown: true }), sv)).toBe(
      'Extern Nobina jour: osäkert om den togs bort (500 Internt fel)',
    );
    expect(saveFailureLine(failure({ operation: 'delete' }), sv)).toBe(
      'Extern Nobina jour: togs inte bort (500 Internt fel)',
    );
  });

  it('the group itself, certain or not', () => {
    const group = failure({ key: null, kind: null, operation: 'group' });
    expect(saveFailureLine(group, sv)).toBe('Gruppen sparades inte: 500 Internt fel');
    expect(saveFailureLine({ ...group, unknown: true, message: timeout }, sv)).toBe(
      `Osäkert om gruppen sparades: ${timeout} Det som redan kom fram sparas inte två gånger.`,
    );
    expect(saveFailureLine({ ...group, unknown: true }, en)).toMatch(/^Not known whether/);
    expect(saveFailureLine({ ...group, unknown: true }, pl)).toMatch(/^Nie wiadomo/);
  });

  it('the heading says "no answer" only when some failure had none', () => {
    expect(partialTitle([failure({})], sv)).toBe('Allt sparades inte. Det här är inte sparat:');
    expect(partialTitle([failure({}), failure({ key: 'r2', unknown: true })], sv)).toBe(
      'Allt sparades inte säkert. Det här är inte sparat eller fick inget svar:',
    );
  });
});
