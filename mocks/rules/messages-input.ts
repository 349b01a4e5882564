import { badRequest } from '../lib/errors';
import { MESSAGE_DISTRICTS } from './messages-access';
import { boolField, dateField, field, intField, stringField, type Body } from '../lib/body';
import {
  CUSTOM_DATA_KEYS,
  GROUP_SYSTEM_ID,
  ROOT_PARENT_ID,
  type CustomDataEntry,
} from '../seed/messages';

/** The bodies of POST /message/Group and /message/Internal, validated as the server does. */

export const SEND_TEXTS = {
  validOrder: "'Gäller till' måste vara efter 'Gäller från'",
  subjectRequired: 'Ämne måste anges',
  toRequired: 'Minst en mottagargrupp måste anges',
  unknownGroups: (ids: number[]) => `Okänd mottagargrupp: ${ids.join(', ')}`,
  smsTooLong: (length: number) => `SMS-texten får vara högst 159 tecken (nu ${length})`,
  unknownKey: (key: string) => `Okänd nyckel i customData: ${key}`,
  systemId: `systemId måste vara ${GROUP_SYSTEM_ID} för meddelanden till grupper`,
  unknownParent: (id: number) => `Det finns inget meddelande med id ${id} att uppdatera`,
  invalidDistrict: (id: number) => `Meddelanden kan inte skickas i distrikt ${id}`,
  usersRequired: 'Minst en mottagare måste anges',
  unknownUsers: (ids: string[]) => `Okänd mottagare: ${ids.join(', ')}`,
} as const;

export const SMS_MAX_LENGTH = 159;
/** Default validity of a message: 3 hours. */
export const DEFAULT_VALIDITY_MS = 3 * 60 * 60 * 1000;

/** customData as a list of {key, value} (any casing) or as one object of key → value. */
export function parseCustomData(value: unknown): CustomDataEntry[] {
  if (value === undefined || value === null) return [];
  const entries: [string, unknown][] = Array.isArray(value)
    ? value.map((item) => {
        if (typeof item !== 'object' || item === null)
          throw badRequest('customData måste vara en lista av {key, value}');
        const key = field(item as Body, 'key');
        if (typeof key !== 'string')
          throw badRequest('customData måste vara en lista av {key, value}');
        return [key, field(item as Body, 'value')];
      })
    : typeof value === 'object'
      ? Object.entries(value)
      : (() => {
          throw badRequest('customData måste vara en lista av {key, value}');
        })();
  return entries.map(([key, v]) => {
    const known = CUSTOM_DATA_KEYS.find((k) => k.toLowerCase() === key.toLowerCase());
    if (!known) throw badRequest(SEND_TEXTS.unknownKey(key));
    return { Key: known, Value: v ?? null };
  });
}

export function customValue(data: readonly CustomDataEntry[], key: string): unknown {
  return data.find((e) => e.Key === key)?.Value;
}

export interface GroupSend {
  parentId: number;
  subject: string;
  body: string;
  readReceipt: boolean;
  html: boolean;
  customData: CustomDataEntry[];
  to: number[];
  validFrom: Date;
  validTo: Date;
  /** customData.districtId when given; otherwise the handler takes the first group's district. */
  districtId: number | null;
}

function idList(value: unknown): number[] | null {
  if (!Array.isArray(value)) return null;
  const ids = value.map((v) => (typeof v === 'string' && v.trim() !== '' ? Number(v) : v));
  return ids.every((v): v is number => typeof v === 'number' && Number.isInteger(v)) ? ids : null;
}

/** Validates a group send; `groupExists` and `messageExists` look into the database. */
export function parseGroupSend(
  body: Body,
  groupExists: (id: number) => boolean,
  nowMs = Date.now(),
): GroupSend {
  const systemId = intField(body, 'systemId');
  if (systemId !== undefined && systemId !== GROUP_SYSTEM_ID) throw badRequest(SEND_TEXTS.systemId);
  const subject = (stringField(body, 'subject') ?? '').trim();
  if (!subject) throw badRequest(SEND_TEXTS.subjectRequired);
  const rawTo = field(body, 'to');
  const to = idList(rawTo);
  if (rawTo !== undefined && rawTo !== null && to === null)
    throw badRequest('to måste vara en lista av mottagargruppers id');
  if (!to || to.length === 0) throw badRequest(SEND_TEXTS.toRequired);
  const unknown = to.filter((id) => !groupExists(id));
  if (unknown.length > 0) throw badRequest(SEND_TEXTS.unknownGroups(unknown));
  const validFrom = dateField(body, 'validFrom') ?? new Date(nowMs);
  const validTo = dateField(body, 'validTo') ?? new Date(validFrom.getTime() + DEFAULT_VALIDITY_MS);
  if (validTo.getTime() <= validFrom.getTime()) throw badRequest(SEND_TEXTS.validOrder);
  const customData = parseCustomData(field(body, 'customData'));
  const sms = customValue(customData, 'smsContent');
  if (sms !== undefined && sms !== null && typeof sms !== 'string')
    throw badRequest('customData smsContent måste vara en text');
  if (typeof sms === 'string' && sms.length > SMS_MAX_LENGTH)
    throw badRequest(SEND_TEXTS.smsTooLong(sms.length));
  const rawDistrict = customValue(customData, 'districtId');
  let districtId: number | null = null;
  if (rawDistrict !== undefined && rawDistrict !== null && rawDistrict !== '') {
    districtId = Number(rawDistrict);
    if (!Number.isInteger(districtId))
      throw badRequest('customData districtId måste vara ett heltal');
    if (!MESSAGE_DISTRICTS.includes(districtId))
      throw badRequest(SEND_TEXTS.invalidDistrict(districtId));
  }
  return {
    parentId: intField(body, 'parentID') ?? ROOT_PARENT_ID,
    subject,
    body: stringField(body, 'body') ?? '',
    readReceipt: boolField(body, 'readReceipt') ?? false,
    html: boolField(body, 'html') ?? false,
    customData,
    to: [...new Set(to)],
    validFrom,
    validTo,
    districtId,
  };
}

export interface InternalSend {
  systemId: number;
  subject: string;
  body: string;
  /** User ids or employee numbers as given. */
  to: string[];
}

/** Validates an internal send (to users: user ids or employee numbers). */
export function parseInternalSend(body: Body): InternalSend {
  const systemId = intField(body, 'systemId') ?? GROUP_SYSTEM_ID;
  const subject = (stringField(body, 'subject') ?? '').trim();
  if (!subject) throw badRequest(SEND_TEXTS.subjectRequired);
  const raw = field(body, 'to');
  const list = Array.isArray(raw)
    ? raw
    : raw === undefined || raw === null || raw === ''
      ? []
      : [raw];
  if (!list.every((v) => typeof v === 'string' || typeof v === 'number'))
    throw badRequest('to måste vara en lista av användar-id');
  const to = [...new Set(list.map((v) => String(v).trim()).filter(Boolean))];
  if (to.length === 0) throw badRequest(SEND_TEXTS.usersRequired);
  return { systemId, subject, body: stringField(body, 'body') ?? '', to };
}
