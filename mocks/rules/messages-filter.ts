import {
  addDaysToKey,
  parseServerDate,
  startOfStockholmDay,
  toDateKey,
} from '../../src/lib/time/stockholm';
import { badRequest } from '../lib/errors';
import { field, type Body } from '../lib/body';
import { MESSAGE_TYPE, ROOT_PARENT_ID, type MockMessage } from '../seed/messages';

/**
 * GET /message/filter?filter={"showinactive":true,"date":"2025-03-04T12:00:00","districts":[4,5]}
 *
 * The date is the day the list shows (the client fixes it to noon). A thread is listed when its
 * root was created by the end of that day and its validity reaches into that day (the latest
 * ValidTo of its messages is on or after the day's start): the threads of the day, planned ones
 * included. It is active while any of its messages is still valid at the reference moment (now
 * when the date is today, otherwise the end of that day). Inactive threads (every ValidTo before
 * the reference) are left out unless `showinactive` is true.
 * Districts: `districts` (also accepted: `district`, `districtIds`), a list or one id; empty or
 * absent means every district the user may read.
 */
export interface MessageFilter {
  showInactive: boolean;
  date: Date;
  districts: number[] | null;
}

export const FILTER_HELP =
  'filter ska vara JSON som {"showinactive":true,"date":"2025-03-04T12:00:00","districts":[4]}';

export function parseFilter(raw: string | null, nowMs = Date.now()): MessageFilter {
  if (raw === null || raw.trim() === '')
    throw badRequest(`Parametern filter saknas: ${FILTER_HELP}`);
  let value: unknown;
  try {
    value = JSON.parse(raw);
  } catch {
    throw badRequest(`filter är inte giltig JSON; ${FILTER_HELP}`);
  }
  if (typeof value !== 'object' || value === null || Array.isArray(value))
    throw badRequest(`filter måste vara ett JSON-objekt; ${FILTER_HELP}`);
  const body = value as Body;

  const inactive = field(body, 'showinactive');
  if (
    inactive !== undefined &&
    inactive !== null &&
    typeof inactive !== 'boolean' &&
    inactive !== 'true' &&
    inactive !== 'false'
  )
    throw badRequest('filter.showinactive måste vara true eller false');

  const rawDate = field(body, 'date');
  let date = new Date(nowMs);
  if (rawDate !== undefined && rawDate !== null && rawDate !== '') {
    const parsed = typeof rawDate === 'string' ? parseServerDate(rawDate) : null;
    if (!parsed) throw badRequest(`filter.date är inget giltigt datum: ${JSON.stringify(rawDate)}`);
    date = parsed;
  }

  const rawDistricts =
    field(body, 'districts') ?? field(body, 'district') ?? field(body, 'districtIds');
  let districts: number[] | null = null;
  if (rawDistricts !== undefined && rawDistricts !== null) {
    const list = Array.isArray(rawDistricts) ? rawDistricts : [rawDistricts];
    const ids = list.map((d) => (typeof d === 'string' && d.trim() !== '' ? Number(d) : d));
    if (!ids.every((d): d is number => typeof d === 'number' && Number.isInteger(d)))
      throw badRequest('filter.districts måste vara en lista av distrikts-id');
    districts = ids.length > 0 ? ids : null;
  }
  return { showInactive: inactive === true || inactive === 'true', date, districts };
}

const time = (value: string) => parseServerDate(value)?.getTime() ?? 0;

/** The traffic messages the filter lists, in `districts`, whole threads, newest first. */
export function filterMessages(
  messages: readonly MockMessage[],
  filter: MessageFilter,
  districts: readonly number[],
  nowMs = Date.now(),
): MockMessage[] {
  const dayKey = toDateKey(filter.date);
  const startOfDay = startOfStockholmDay(dayKey).getTime();
  const endOfDay = startOfStockholmDay(addDaysToKey(dayKey, 1)).getTime();
  const reference = dayKey === toDateKey(nowMs) ? nowMs : Math.min(endOfDay, nowMs);
  const threads = new Map<number, MockMessage[]>();
  for (const m of messages) {
    if (m.TypeID !== MESSAGE_TYPE.group || !districts.includes(m.DistrictID)) continue;
    if (time(m.Created) >= endOfDay) continue;
    const root = m.ParentID > ROOT_PARENT_ID ? m.ParentID : m.ID;
    threads.set(root, [...(threads.get(root) ?? []), m]);
  }
  const listed: MockMessage[] = [];
  for (const [rootId, thread] of threads) {
    if (!thread.some((m) => m.ID === rootId)) continue;
    if (!thread.some((m) => time(m.ValidTo) >= startOfDay)) continue;
    const active = thread.some((m) => time(m.ValidTo) >= reference);
    if (active || filter.showInactive) listed.push(...thread);
  }
  return listed.sort((a, b) => time(b.Created) - time(a.Created) || b.ID - a.ID);
}
