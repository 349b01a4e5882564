import { parseServerDate } from '@/lib/time';
import type { MessageForm } from './message-form';
import { PROGNOSIS_OPTIONS, REPLACEMENT_OPTIONS, findResource, matchOption } from './value-lists';
import { parseTrips } from './trips';
import { DEFAULT_VALIDITY_MS } from './constants';
import { fromLocalInput, toLocalInput } from './validity';

/**
 * Query parameters that prefill message edit (spec 2 §2), matched in any casing:
 * districtId, subject, body, datetimefrom, validFrom, validTo, stopfrom, stopto, stopat,
 * consequence, resource, resourceNote, replacementservice, replacementserviceNote, prognosis,
 * prognosisNote, trips (comma separated), note. Unreadable values are skipped.
 */
export const PREFILL_PARAMS = [
  'districtId',
  'subject',
  'body',
  'datetimefrom',
  'validFrom',
  'validTo',
  'stopfrom',
  'stopto',
  'stopat',
  'consequence',
  'resource',
  'resourceNote',
  'replacementservice',
  'replacementserviceNote',
  'prognosis',
  'prognosisNote',
  'trips',
  'note',
] as const;

function read(search: URLSearchParams): Map<string, string> {
  const known = new Map(PREFILL_PARAMS.map((p) => [p.toLowerCase(), p]));
  const values = new Map<string, string>();
  for (const [key, value] of search) {
    const name = known.get(key.toLowerCase());
    if (name && !values.has(name)) values.set(name, value);
  }
  return values;
}

function dateTime(value: string | undefined): string | undefined {
  if (value === undefined) return undefined;
  const date = parseServerDate(value.trim());
  return date ? toLocalInput(date) : undefined;
}

export function parsePrefill(search: URLSearchParams | string): Partial<MessageForm> {
  const p = read(typeof search === 'string' ? new URLSearchParams(search) : search);
  const form: Partial<MessageForm> = {};
  const district = Number(p.get('districtId'));
  if (p.has('districtId') && Number.isInteger(district) && district > 0) form.districtId = district;
  const plain = {
    subject: 'subject',
    body: 'body',
    stopFrom: 'stopfrom',
    stopTo: 'stopto',
    stopAt: 'stopat',
    consequence: 'consequence',
    resourceNote: 'resourceNote',
    replacementServiceNote: 'replacementserviceNote',
    prognosisNote: 'prognosisNote',
    note: 'note',
  } as const;
  for (const [field, param] of Object.entries(plain) as [keyof typeof plain, string][]) {
    const value = p.get(param);
    if (value !== undefined) form[field] = value;
  }
  const began = dateTime(p.get('datetimefrom'));
  if (began) form.dateTimeFrom = began;
  const from = dateTime(p.get('validFrom'));
  if (from) form.validFrom = from;
  const to = dateTime(p.get('validTo'));
  if (to) form.validTo = to;
  // A start without an end: the default span (3 hours) from that start, not from now.
  else if (from) form.validTo = toLocalInput(fromLocalInput(from)!.getTime() + DEFAULT_VALIDITY_MS);
  const resource = p.get('resource');
  if (resource !== undefined) {
    const found = findResource(resource);
    if (found) form.resource = found.value;
  }
  const replacement = p.get('replacementservice');
  if (replacement !== undefined)
    form.replacementService = matchOption(REPLACEMENT_OPTIONS, replacement);
  const prognosis = p.get('prognosis');
  if (prognosis !== undefined) form.prognosis = matchOption(PROGNOSIS_OPTIONS, prognosis);
  const trips = p.get('trips');
  if (trips !== undefined) form.trips = parseTrips(trips);
  return form;
}

/** The prefill parameters of a query, sorted: the same link always gives the same draft. */
export function prefillSignature(search: URLSearchParams | string): string {
  const p = read(typeof search === 'string' ? new URLSearchParams(search) : search);
  return [...p.entries()]
    .sort(([a], [b]) => a.localeCompare(b))
    .map(([k, v]) => `${k}=${encodeURIComponent(v)}`)
    .join('&');
}
