/**
 * The length of a Swedish number's prefix (riktnummer: the 0 and its destination code), after
 * PTS's numbering plan ("Telefonnummers struktur", pts.se, telefoninummerplanen):
 * - service numbers named by four digits: 077x shared cost (0771), 0900, 0939, 0944 premium rate;
 * - Stockholm, 08;
 * - non-geographic three-digit codes: 070, 072, 073, 076, 079 mobile, 010 location independent,
 *   020 freephone, 071 telematics, 074 paging, 075 personal numbers, 078 operators' own services;
 * - the twenty three-digit area codes (011 Norrköping … 090 Umeå);
 * - every other number starting with 0 has a four-digit area code (0120 Åtvidaberg … 0980 Kiruna).
 */
const PREFIX_LENGTHS: readonly [RegExp, number][] = [
  [/^0(77\d|900|939|944)/, 4],
  [/^08/, 2],
  [/^0(7[0-689]|10|20)/, 3],
  [/^0(1[13689]|2[136]|3[1356]|4[0246]|54|6[03]|90)/, 3],
];

/**
 * Swedish phone numbers as people write them: the prefix, a hyphen, then pairs of digits from the
 * right (a group of three first when odd): 46705550101 → 070-555 01 01, 4640123456 →
 * 040-12 34 56, 46771123456 → 0771-12 34 56. Anything else is shown as it came.
 */
export function formatPhone(raw: string): string {
  const digits = raw.replace(/\D/g, '').replace(/^0046/, '46');
  if (!digits) return '';
  const national = digits.startsWith('46') ? `0${digits.slice(2)}` : digits;
  if (!national.startsWith('0') || national.length < 8) return raw;
  const areaLength = PREFIX_LENGTHS.find(([prefix]) => prefix.test(national))?.[1] ?? 4;
  const area = national.slice(0, areaLength);
  const rest = national.slice(areaLength);
  const groups = rest.length % 2 === 1 ? [rest.slice(0, 3), ...pairs(rest.slice(3))] : pairs(rest);
  return `${area}-${groups.join(' ')}`;
}

function pairs(text: string): string[] {
  return text.match(/.{1,2}/g) ?? [];
}

/**
 * A phone number as a `tel:` link dials it: the servers send Swedish numbers with the country
 * code but no plus (46705550101), which a phone would dial as a local number; +46705550101.
 * A number written nationally (0705550101) or with its plus is kept as it is.
 */
export function telHref(raw: string): string {
  const digits = raw.replace(/[^\d+]/g, '');
  return `tel:${digits.startsWith('46') ? `+${digits}` : digits}`;
}

/**
 * The forms a number is searched by: its digits as stored, and nationally and internationally
 * (46705550101 and 0705550101 alike), so that a search finds it whichever way it is typed.
 */
export function phoneDigitForms(raw: string): string[] {
  const digits = raw.replace(/\D/g, '');
  if (!digits) return [];
  if (digits.startsWith('46')) return [digits, `0${digits.slice(2)}`];
  if (digits.startsWith('0')) return [digits, `46${digits.slice(1)}`];
  return [digits];
}
