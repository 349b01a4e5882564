import { parseServerDate } from '@/lib/time/stockholm';
import type { MessageForm } from './message-form';
import { PROGNOSIS_OPTIONS, REPLACEMENT_OPTIONS, findResource, matchOption } from './value-lists';
import { addTrip } from './trips';
import { DEFAULT_VALIDITY_MS } from './constants';
import { fromLocalInput, toLocalInput } from './validity';
import { shortHash } from '@/lib/storage/short-hash';

/**
 * Query parameters that prefill message edit (spec 2 §2), matched in any casing:
 * districtId, subject, body, datetimefrom, validFrom, validTo, stopfrom, stopto, stopat,
 * consequence, resource, resourceNote, replacementservice, replacementserviceNote, prognosis,
 * prognosisNote, trips (comma separated), note. Unreadable values are skipped.
 */
const PREFILL_PARAMS = [
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

/**
 * The most a link may put in a field (characters; trips: entries). Beyond it the value is cut and
 * the form says so: a link is written by another system, and a runaway one must not fill the
 * form, the draft storage or the send.
 */
export const PREFILL_LIMITS = {
  subject: 200,
  body: 10_000,
  stopFrom: 100,
  stopTo: 100,
  stopAt: 100,
  consequence: 500,
  resourceNote: 2_000,
  replacementServiceNote: 2_000,
  prognosisNote: 2_000,
  note: 2_000,
  trips: 50,
} as const;

export type CutField = keyof typeof PREFILL_LIMITS;

/** The form a link prefills, and the fields whose values were cut to the limits. */
export function readPrefill(search: URLSearchParams | string): {
  form: Partial<MessageForm>;
  cut: CutField[];
} {
  const cut: CutField[] = [];
  const form = parse(search, cut);
  return { form, cut };
}

function capped(field: CutField, value: string, cut: CutField[]): string {
  const max = PREFILL_LIMITS[field];
  if (value.length <= max) return value;
  cut.push(field);
  return value.slice(0, max);
}

function parse(search: URLSearchParams | string, cut: CutField[]): Partial<MessageForm> {
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
    if (value !== undefined) form[field] = capped(field, value, cut);
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
  if (trips !== undefined) {
    // Read no further than one past the limit (a long list is not checked trip by trip).
    let all: readonly number[] = [];
    for (const part of trips.split(',')) {
      all = addTrip(all, part).trips;
      if (all.length > PREFILL_LIMITS.trips) break;
    }
    if (all.length > PREFILL_LIMITS.trips) cut.push('trips');
    form.trips = all.slice(0, PREFILL_LIMITS.trips);
  }
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

/**
 * What names a link's draft: a digest of its prefill parameters (bounded, whatever the link's
 * length), empty for a link with none.
 */
export function prefillDigest(search: URLSearchParams | string): string {
  const signature = prefillSignature(search);
  return signature === '' ? '' : shortHash(signature);
}
