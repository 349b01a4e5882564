import { parseServerDate } from '@/lib/time/stockholm';
import type { MessageForm, Turnaround } from './message-form';
import { findResource, resourcesFor } from './value-lists';
import { parseTrips } from './trips';
import { fromLocalInput, toLocalInput, toWire } from './validity';

/**
 * A message's CustomData (spec 2 §3) both ways: the form → the key/value list sent, and a
 * stored message's list → the form (to send an update in its thread). Empty values are left
 * out; districtId is always there.
 */
export interface CustomDataEntry {
  key: string;
  value: unknown;
}

const tripValue = (text: string): number | string => {
  const t = text.trim();
  return /^\d+$/.test(t) ? Number(t) : t;
};

export function toCustomData(form: MessageForm): CustomDataEntry[] {
  const out: CustomDataEntry[] = [];
  const put = (key: string, value: unknown) => {
    if (value === undefined || value === null || value === '' || value === false) return;
    if (Array.isArray(value) && value.length === 0) return;
    out.push({ key, value });
  };
  put('consequence', form.consequence.trim());
  put('districtId', form.districtId);
  const began = fromLocalInput(form.dateTimeFrom);
  put('dateTimeFrom', began ? toWire(began) : null);
  put('trips', form.trips);
  put('note', form.note.trim());
  const resource = resourcesFor(form.districtId).find((r) => r.value === form.resource);
  put(
    'resource',
    resource ? { id: resource.id, label: resource.label, value: resource.value } : null,
  );
  put('resourceNote', resource ? form.resourceNote.trim() : '');
  put('replacementService', form.replacementService.trim());
  put('replacementServiceNote', form.replacementServiceNote.trim());
  put('prognosis', form.prognosis.trim());
  put('prognosisNote', form.prognosisNote.trim());
  const stop = { from: form.stopFrom.trim(), to: form.stopTo.trim(), at: form.stopAt.trim() };
  if (stop.from || stop.to || stop.at)
    put('stop', { from: stop.from || null, to: stop.to || null, at: stop.at || null });
  put(
    'turnarounds',
    form.turnarounds
      .filter((t) => t.fromTrip.trim() || t.toTrip.trim() || t.stop.trim())
      .map((t) => ({
        fromTrip: tripValue(t.fromTrip),
        toTrip: tripValue(t.toTrip),
        stop: t.stop.trim(),
      })),
  );
  put('mobiva', form.mobiva);
  put('smsContent', form.smsContent);
  put('emailSubject', form.emailSubject.trim());
  put('emailContent', form.emailContent);
  return out;
}

/** A property in any casing (servers write Key/key, From/from). */
function prop(value: unknown, name: string): unknown {
  if (!value || typeof value !== 'object') return undefined;
  const lower = name.toLowerCase();
  for (const [k, v] of Object.entries(value)) if (k.toLowerCase() === lower) return v;
  return undefined;
}

const text = (v: unknown): string =>
  typeof v === 'string' ? v : typeof v === 'number' ? String(v) : '';

function localTime(v: unknown): string {
  const date = typeof v === 'string' ? parseServerDate(v) : null;
  return date ? toLocalInput(date) : '';
}

function trips(v: unknown): number[] {
  if (Array.isArray(v)) return parseTrips(v.map(text).join(','));
  return parseTrips(text(v));
}

function turnarounds(v: unknown): Turnaround[] {
  if (!Array.isArray(v)) return [];
  return v.map((t) => ({
    fromTrip: text(prop(t, 'fromTrip')),
    toTrip: text(prop(t, 'toTrip')),
    stop: text(prop(t, 'stop')),
  }));
}

/** The form fields a stored CustomData list gives (keys and values in any casing). */
export function fromCustomData(entries: readonly unknown[]): Partial<MessageForm> {
  const data = new Map<string, unknown>();
  for (const entry of entries) {
    const key = prop(entry, 'key');
    if (typeof key === 'string') data.set(key.toLowerCase(), prop(entry, 'value'));
  }
  const get = (key: string) => data.get(key.toLowerCase());
  const form: Partial<MessageForm> = {};
  const set = <K extends keyof MessageForm>(key: K, value: MessageForm[K] | undefined) => {
    if (value !== undefined) form[key] = value;
  };
  const has = (key: string) => data.has(key.toLowerCase());
  if (has('consequence')) set('consequence', text(get('consequence')));
  const district = Number(get('districtId'));
  if (has('districtId') && Number.isInteger(district)) set('districtId', district);
  if (has('dateTimeFrom')) set('dateTimeFrom', localTime(get('dateTimeFrom')));
  if (has('trips')) set('trips', trips(get('trips')));
  if (has('note')) set('note', text(get('note')));
  if (has('resource')) {
    const raw = get('resource');
    const found =
      typeof raw === 'object' && raw !== null
        ? (findResource(text(prop(raw, 'value'))) ??
          findResource(text(prop(raw, 'label'))) ??
          findResource(text(prop(raw, 'id'))))
        : findResource(text(raw));
    set('resource', found?.value ?? '');
  }
  for (const key of [
    'resourceNote',
    'replacementService',
    'replacementServiceNote',
    'prognosis',
    'prognosisNote',
    'smsContent',
    'emailSubject',
    'emailContent',
  ] as const)
    if (has(key)) set(key, text(get(key)));
  if (has('stop')) {
    const stop = get('stop');
    set('stopFrom', text(prop(stop, 'from')));
    set('stopTo', text(prop(stop, 'to')));
    set('stopAt', text(prop(stop, 'at')));
  }
  if (has('turnarounds')) set('turnarounds', turnarounds(get('turnarounds')));
  if (has('mobiva')) {
    const m = get('mobiva');
    set('mobiva', m === true || m === 'true');
  }
  return form;
}
