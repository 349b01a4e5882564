import { HttpResponse } from 'msw';
import type { MockContext } from '../lib/handler';
import type { AccessRule } from '../../src/lib/auth/access';
import { intParam } from '../lib/params';
import { badRequest } from '../lib/errors';
import { parseServerDate } from '../../src/lib/time/stockholm';
import { CHECKLIST_PAGE_SIZE } from '../../src/lib/validation/equipment-check';
import { equipmentChecksTable } from '../seed/equipment';
import { FIELD_TEXTS, serverDateTime } from '../lib/body';
import { withImageOrigin } from './equipment-images';

/**
 * The verify host's checklist (spec 2 §7 Equipment: GET api/Admin/checklist): the checks of the
 * given districts, filtered and paged, newest event first.
 */

/** Every value of a query parameter (repeated or comma separated). */
function intList(url: URL, name: string): number[] {
  const values = url.searchParams
    .getAll(name)
    .flatMap((value) => value.split(','))
    .filter((v) => v.trim() !== '');
  return values.map((v) => intParam(v.trim(), name)!);
}

/** A date bound: a date (whole day) or a date-time, as a Stockholm wall-time string. */
function dateBound(value: string | null, name: string, end: boolean): string | null {
  if (!value) return null;
  const date = parseServerDate(value);
  if (!date) throw badRequest(`${name} måste vara ett datum`);
  if (/^\d{4}-\d{2}-\d{2}$/.test(value.trim()))
    return `${value.trim()}T${end ? '23:59:59' : '00:00:00'}`;
  return serverDateTime(date);
}

/** The districts of a checklist query: admin access must hold in every one. */
export function checklistDistricts(url: URL): number[] {
  const districts = intList(url, 'districtids');
  if (!districts.length) throw badRequest(FIELD_TEXTS.required('districtids'));
  return districts;
}

export const inEvery = (names: string[], districts: number[]): AccessRule => ({
  names,
  districts: districts.slice(0, 1),
  all: districts.slice(1).map((d) => ({ names, districts: [d] })),
});

export function checklist(ctx: MockContext) {
  const { query, url } = ctx;
  const districts = checklistDistricts(url);
  const from = dateBound(query('datefrom'), 'datefrom', false);
  const to = dateBound(query('dateto'), 'dateto', true);
  const hostTypeId = intParam(query('hosttypeid'), 'hosttypeid', false);
  const hostId = intParam(query('hostid'), 'hostid', false);
  const equipmentId = intParam(query('equipmentid'), 'equipmentid', false);
  const place = query('place')?.trim().toLowerCase() || null;
  const skip = intParam(query('skip'), 'skip', false) ?? 0;
  const take = intParam(query('take'), 'take', false) ?? CHECKLIST_PAGE_SIZE;
  if (skip < 0) throw badRequest('skip måste vara 0 eller mer');
  if (take < 1 || take > CHECKLIST_PAGE_SIZE)
    throw badRequest(`take måste vara mellan 1 och ${CHECKLIST_PAGE_SIZE}`);
  const wanted = new Set(districts);
  const matches = ctx.db
    .get(equipmentChecksTable)
    .filter(
      (c) =>
        wanted.has(c.districtID) &&
        (from === null || c.created >= from) &&
        (to === null || c.created <= to) &&
        (hostTypeId === null || c.hostTypeId === hostTypeId) &&
        (hostId === null || c.hostId === hostId) &&
        (equipmentId === null || c.equipmentId === equipmentId) &&
        (place === null || c.place?.toLowerCase() === place),
    );
  // Newest event first.
  matches.sort((a, b) => (a.created === b.created ? b.id - a.id : a.created < b.created ? 1 : -1));
  return HttpResponse.json({
    data: matches.slice(skip, skip + take).map((c) => withImageOrigin(c, url)),
    skip,
    take,
    count: matches.length,
  });
}
