/**
 * Recipient-group validation (spec 2 §5), shared by the group-admin form and the mock server.
 * Pure functions that answer with codes and offending values; the texts live with the caller
 * ('Ogiltig e-postadress', 'Felaktigt telefonnummer' in sv/en/pl).
 */

/** A simple address pattern: something@something.tld, no whitespace, one @. */
export const SIMPLE_EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

/** Several addresses or numbers may share one field, separated by ; , or |. */
export const LIST_SEPARATORS = /[;,|]/;

/** The sender address as validated and stored: every whitespace removed. */
export function normalizeSenderEmail(value: string): string {
  return value.replace(/\s+/g, '');
}

/** Sender e-mail: required, and a simple address once whitespace is removed. */
export function isValidSenderEmail(value: string | null | undefined): boolean {
  return SIMPLE_EMAIL.test(normalizeSenderEmail(value ?? ''));
}

/** The non-empty, trimmed parts of a ; , | separated field. */
export function splitList(value: string | null | undefined): string[] {
  return (value ?? '')
    .split(LIST_SEPARATORS)
    .map((part) => part.trim())
    .filter((part) => part !== '');
}

/** The addresses of a mail field that do not match the simple pattern (empty when all do). */
export function invalidMails(value: string | null | undefined): string[] {
  return splitList(value).filter((mail) => !SIMPLE_EMAIL.test(mail));
}

/**
 * One phone number as stored (whitespace removed, a leading 0 becomes 46), or `null` when it is
 * not acceptable: it must hold a digit, not start with +0, and have 9 to 11 characters when it
 * starts with 46, at least 9 otherwise.
 */
export function normalizePhone(phone: string): string | null {
  let number = phone.replace(/\s+/g, '');
  if (!/\d/.test(number) || number.startsWith('+0')) return null;
  if (number.startsWith('0')) number = `46${number.slice(1)}`;
  if (number.startsWith('46')) return number.length >= 9 && number.length <= 11 ? number : null;
  return number.length >= 9 ? number : null;
}

/** The numbers of a phone field that are not acceptable (empty when all are). */
export function invalidPhones(value: string | null | undefined): string[] {
  return splitList(value).filter((phone) => normalizePhone(phone) === null);
}

/** The phone field as stored: each number normalised, joined with ;. */
export function normalizePhones(value: string | null | undefined): string {
  return splitList(value)
    .map((phone) => normalizePhone(phone) ?? phone)
    .join(';');
}

export interface ExternalRecipientInput {
  name?: string | null;
  mail?: string | null;
  phone?: string | null;
}

export type ExternalRecipientProblem =
  | { code: 'nameRequired' }
  | { code: 'contactRequired' }
  | { code: 'invalidMail'; values: string[] }
  | { code: 'invalidPhone'; values: string[] };

/** Whether the form may be saved at all: a name plus at least one of e-mail or phone. */
export function canSaveExternalRecipient(input: ExternalRecipientInput): boolean {
  return (
    (input.name ?? '').trim() !== '' &&
    (splitList(input.mail).length > 0 || splitList(input.phone).length > 0)
  );
}

/** Every problem of an external recipient, in the order a form shows them (empty when valid). */
export function validateExternalRecipient(
  input: ExternalRecipientInput,
): ExternalRecipientProblem[] {
  const problems: ExternalRecipientProblem[] = [];
  if ((input.name ?? '').trim() === '') problems.push({ code: 'nameRequired' });
  if (splitList(input.mail).length === 0 && splitList(input.phone).length === 0)
    problems.push({ code: 'contactRequired' });
  const mails = invalidMails(input.mail);
  if (mails.length > 0) problems.push({ code: 'invalidMail', values: mails });
  const phones = invalidPhones(input.phone);
  if (phones.length > 0) problems.push({ code: 'invalidPhone', values: phones });
  return problems;
}

export interface GroupInput {
  districtId?: number | null;
  from?: string | null;
}

export type GroupProblem = { code: 'districtRequired' } | { code: 'wrongEmail' };

/** Group save needs a selected district and a valid sender address. */
export function validateGroup(input: GroupInput): GroupProblem[] {
  const problems: GroupProblem[] = [];
  if (input.districtId == null || !Number.isInteger(input.districtId) || input.districtId <= 0)
    problems.push({ code: 'districtRequired' });
  if (!isValidSenderEmail(input.from)) problems.push({ code: 'wrongEmail' });
  return problems;
}
