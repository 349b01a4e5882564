import { formatPhone, phoneDigitForms } from '@/lib/phone';
import { splitList } from '@/lib/validation/recipients';

/**
 * An external recipient's phone field as group admin shows it (spec 2 §9): each of its numbers
 * (separated by ; , or |, spec 2 §5) as Swedes write them, 46104235000 → 010-423 50 00. What is
 * stored and sent stays as it is; a number that cannot be formatted is shown as stored.
 */
export function displayPhones(value: string | null | undefined): string {
  return splitList(value)
    .map((phone) => formatPhone(phone) || phone)
    .join(', ');
}

/**
 * What a phone field is found by: each number as stored, as shown, and its digits nationally
 * (0104235000), internationally (46104235000) and with the plus (+46104235000), so that a number
 * is found however it is typed.
 */
export function phoneSearchText(value: string | null | undefined): string {
  const forms = splitList(value).flatMap((phone) => {
    const digits = phoneDigitForms(phone);
    const international = digits.find((form) => form.startsWith('46'));
    return [phone, formatPhone(phone), ...digits, international ? `+${international}` : ''];
  });
  return [...new Set(forms.filter(Boolean))].join(' ');
}
