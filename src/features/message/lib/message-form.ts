import type { Channel } from './constants';
import { defaultValidity } from './validity';

/** A turnaround: a trip turned to run as another from a stop. */
export interface Turnaround {
  fromTrip: string;
  toTrip: string;
  stop: string;
}

/**
 * What the compose form holds. Date-times are Stockholm wall-clock text `yyyy-MM-ddTHH:mm`
 * (a DateTimeField's value, its time as typed until the field is left), read as Stockholm time
 * whatever the browser's zone.
 */
export interface MessageForm {
  districtId: number | null;
  groupIds: number[];
  subject: string;
  body: string;
  validFrom: string;
  validTo: string;
  /** When the event began (customData dateTimeFrom). */
  dateTimeFrom: string;
  stopFrom: string;
  stopTo: string;
  stopAt: string;
  consequence: string;
  /** Event description (fixed list); it starts the subject, it is not sent on its own. */
  event: string;
  prognosis: string;
  prognosisNote: string;
  replacementService: string;
  replacementServiceNote: string;
  /** The resource's value ('gulvast', …) or ''. */
  resource: string;
  resourceNote: string;
  trips: number[];
  turnarounds: Turnaround[];
  note: string;
  readReceipt: boolean;
  mobiva: boolean;
  smsContent: string;
  emailSubject: string;
  emailContent: string;
  /** Panels the user opened (true) or closed (false); absent: they follow the groups' channels. */
  panels: Partial<Record<Channel, boolean>>;
}

export function emptyForm(nowMs = Date.now(), districtId: number | null = null): MessageForm {
  const { validFrom, validTo } = defaultValidity(nowMs);
  return {
    districtId,
    groupIds: [],
    subject: '',
    body: '',
    validFrom,
    validTo,
    dateTimeFrom: '',
    stopFrom: '',
    stopTo: '',
    stopAt: '',
    consequence: '',
    event: '',
    prognosis: '',
    prognosisNote: '',
    replacementService: '',
    replacementServiceNote: '',
    resource: '',
    resourceNote: '',
    trips: [],
    turnarounds: [],
    note: '',
    readReceipt: false,
    mobiva: false,
    smsContent: '',
    emailSubject: '',
    emailContent: '',
    panels: {},
  };
}

const str = (v: unknown, fallback = '') => (typeof v === 'string' ? v : fallback);
const ints = (v: unknown) =>
  Array.isArray(v) ? v.filter((n): n is number => Number.isInteger(n)) : [];

/** A stored form read back defensively (anything unreadable takes the empty form's value). */
export function parseStoredForm(raw: unknown, nowMs = Date.now()): MessageForm | null {
  if (!raw || typeof raw !== 'object') return null;
  const v = raw as Record<string, unknown>;
  const base = emptyForm(nowMs);
  const out = { ...base } as Record<string, unknown>;
  for (const [key, initial] of Object.entries(base)) {
    if (typeof initial === 'string') out[key] = str(v[key], initial);
    else if (typeof initial === 'boolean') out[key] = v[key] === true;
  }
  out.districtId = Number.isInteger(v.districtId) ? v.districtId : null;
  out.groupIds = ints(v.groupIds);
  out.trips = ints(v.trips);
  out.turnarounds = Array.isArray(v.turnarounds)
    ? v.turnarounds
        .filter((t): t is Record<string, unknown> => !!t && typeof t === 'object')
        .map((t) => ({ fromTrip: str(t.fromTrip), toTrip: str(t.toTrip), stop: str(t.stop) }))
    : [];
  const panels: Partial<Record<Channel, boolean>> = {};
  if (v.panels && typeof v.panels === 'object')
    for (const [k, open] of Object.entries(v.panels as Record<string, unknown>))
      if ((k === 'sms' || k === 'email' || k === 'app') && typeof open === 'boolean')
        panels[k] = open;
  out.panels = panels;
  return out as unknown as MessageForm;
}
