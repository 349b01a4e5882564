/** Swedish phone numbers as people write them: 46705550101 → 070-555 01 01, 4640123456 → 040-12 34 56. */
export function formatPhone(raw: string): string {
  const digits = raw.replace(/\D/g, '');
  if (!digits) return '';
  const national = digits.startsWith('46') ? `0${digits.slice(2)}` : digits;
  if (!national.startsWith('0') || national.length < 8) return raw;
  const areaLength =
    /^07/.test(national) || /^0(1[013689]|2[0136]|3[1356]|4[0246]|5[04]|6[03]|90)/.test(national)
      ? 3
      : national.startsWith('08')
        ? 2
        : 4;
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
