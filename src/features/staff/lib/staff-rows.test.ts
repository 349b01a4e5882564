import { describe, expect, it } from 'vitest';
import type { Position } from '@/lib/resources/roster/get-positions';
import type { DutyContact } from '@/lib/resources/roster/get-duty-contacts';
import { sortBy } from '@/lib/sort';
import {
  filterRows,
  indexContacts,
  NO_FILTERS,
  prepareSearch,
  sortValue,
  toStaffRows,
} from './staff-rows';

/** A spec-shaped position (spec 1 §3) and, for `work`, its duty sign-in's phones. */
type Made = { position: Position; contact: DutyContact };
function made(
  over: Partial<Position> & { name: string; work?: string; trips?: string[]; off?: boolean },
): Made {
  const { name, work = '', trips = [], off = false, ...rest } = over;
  const employeeNumber = String(name.length * 1000);
  const tripsInfo = trips.map((trip) => ({
    trip,
    startStation: 'M',
    endStation: 'LU',
    timeStart: 300,
    timeEnd: 330,
  }));
  const position = {
    dutyId: null,
    block: '',
    description: '',
    districtId: 4,
    tripDate: '2026-11-23',
    workTitle: 'Lokförare',
    employee: { name, employeeNumber },
    tripsInfo,
    timeStart: tripsInfo.length ? 300 : null,
    timeEnd: tripsInfo.length ? 330 : null,
    startStation: tripsInfo.length ? 'M' : '',
    endStation: tripsInfo.length ? 'LU' : '',
    absent: false,
    ...rest,
  } satisfies Position;
  const contact: DutyContact = {
    dutyId: name.length,
    dutyName: position.block,
    employeeNumber,
    email: '',
    phones: { work, home: '', private: '' },
    title: 'Lokförare',
    absent: off,
  };
  return { position, contact };
}
const rowsOf = (list: Made[]) =>
  toStaffRows(
    list.map((m) => m.position),
    indexContacts(list.map((m) => m.contact)),
  );

const rows = rowsOf([
  made({ name: 'Anna Lindqvist', work: '46705550101', trips: ['1053', '1210'], block: 'M102' }),
  made({ name: 'Erik Nilsson', work: '0705550202', trips: [], block: 'M10', off: true }),
  made({ name: 'Åsa Öberg', work: '', trips: ['10530'], block: 'HB3' }),
]);
const names = (list: readonly { name: string }[]) => list.map((r) => r.name);

describe('staff rows', () => {
  it('filters on name words and employee number, case-insensitively', () => {
    expect(names(filterRows(rows, { ...NO_FILTERS, name: 'lind ANNA' }))).toEqual([
      'Anna Lindqvist',
    ]);
    expect(names(filterRows(rows, { ...NO_FILTERS, name: 'öberg' }))).toEqual(['Åsa Öberg']);
    expect(filterRows(rows, NO_FILTERS)).toBe(rows);
  });

  it('filters on phone digits in national and international form', () => {
    expect(names(filterRows(rows, { ...NO_FILTERS, phone: '070-555 01' }))).toEqual([
      'Anna Lindqvist',
    ]);
    expect(names(filterRows(rows, { ...NO_FILTERS, phone: '46705550202' }))).toEqual([
      'Erik Nilsson',
    ]);
    expect(names(filterRows(rows, { ...NO_FILTERS, phone: '0705550' }))).toHaveLength(2);
  });

  it('does not find anyone by a home or private number, which only useradmin sees', () => {
    const karl = made({ name: 'Karl Hemlig' });
    karl.contact.phones = { work: '46701112233', home: '46409998877', private: '46739998877' };
    const [secret] = rowsOf([karl]);
    expect(filterRows([secret!], { ...NO_FILTERS, phone: '0739998877' })).toEqual([]);
    expect(filterRows([secret!], { ...NO_FILTERS, phone: '040999' })).toEqual([]);
    expect(filterRows([secret!], { ...NO_FILTERS, phone: '0701112233' })).toEqual([secret]);
  });

  it('filters on train numbers from their start', () => {
    expect(names(filterRows(rows, { ...NO_FILTERS, train: '1053' }))).toEqual([
      'Anna Lindqvist',
      'Åsa Öberg',
    ]);
    expect(names(filterRows(rows, { ...NO_FILTERS, train: '053' }))).toEqual([]);
    expect(names(filterRows(rows, { ...NO_FILTERS, train: '1053', name: 'åsa' }))).toEqual([
      'Åsa Öberg',
    ]);
  });

  it('marks people who are off and sorts in Swedish order, numbers by value', () => {
    expect(rows.map((r) => r.absent)).toEqual([false, true, false]);
    const byName = sortBy(rows, { key: 'name', direction: 'asc' }, sortValue);
    expect(names(byName)).toEqual(['Anna Lindqvist', 'Erik Nilsson', 'Åsa Öberg']);
    const byBlock = sortBy(rows, { key: 'block', direction: 'desc' }, sortValue);
    expect(byBlock.map((r) => r.block)).toEqual(['M102', 'M10', 'HB3']);
    // Someone off that day has no times: last whichever way the times are sorted.
    for (const key of ['timeStart', 'timeEnd'] as const)
      for (const direction of ['asc', 'desc'] as const)
        expect(sortBy(rows, { key, direction }, sortValue).at(-1)!.name).toBe('Erik Nilsson');
  });

  it('finds the same rows, in order, when a filter is typed and erased a letter at a time', () => {
    const many = rowsOf(
      ['Anna Lindqvist', 'Anna Lind', 'Annika Berg', 'Lina Andersson', 'Karl Anka'].flatMap(
        (name, i) => [
          made({ name, work: `4670555${i}10${i}`, trips: [`10${i}3`, `2${i}`], block: 'M1' }),
          made({ name: `${name} ${i}`, work: `070444${i}`, trips: [`1${i}53`] }),
        ],
      ),
    );
    // Each step's answer as a fresh list (nothing remembered) gives it.
    const fresh = (filters: typeof NO_FILTERS) => names(filterRows([...many], filters));
    const steps = (text: string) => [
      ...[...text].map((_, i) => text.slice(0, i + 1)),
      ...[...text].map((_, i) => text.slice(0, text.length - 1 - i)),
    ];
    for (const name of steps('anna lind 1'))
      expect(names(filterRows(many, { ...NO_FILTERS, name }))).toEqual(
        fresh({ ...NO_FILTERS, name }),
      );
    for (const phone of steps('070-555 4'))
      expect(names(filterRows(many, { ...NO_FILTERS, phone, name: 'an' }))).toEqual(
        fresh({ ...NO_FILTERS, phone, name: 'an' }),
      );
    for (const train of steps(' 1053'))
      expect(names(filterRows(many, { ...NO_FILTERS, train }))).toEqual(
        fresh({ ...NO_FILTERS, train }),
      );
    // A word typed before the others narrows nothing it must not: 'lind anna' after 'lind'.
    expect(names(filterRows(many, { ...NO_FILTERS, name: 'lind' }))).toHaveLength(4);
    expect(names(filterRows(many, { ...NO_FILTERS, name: 'lind anna' }))).toEqual(
      fresh({ ...NO_FILTERS, name: 'lind anna' }),
    );
  });

  it('works out the search texts ahead without changing what a filter finds', async () => {
    const list = rowsOf([made({ name: 'Anna Lindqvist', work: '0705550101' })]);
    prepareSearch(list);
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(names(filterRows(list, { ...NO_FILTERS, phone: '46705550101' }))).toEqual([
      'Anna Lindqvist',
    ]);
    const cancel = prepareSearch(rowsOf([made({ name: 'Erik' })]));
    cancel();
  });

  it('shows a spec-shaped position’s trips’ times, and no time for one without trips', () => {
    const [anna, erik, asa] = rows;
    expect([anna!.timeStart, anna!.timeEnd, anna!.startStation, anna!.endStation]).toEqual([
      300,
      330,
      'M',
      'LU',
    ]);
    // Erik is off (his sign-in says 0–2160); a position without trips and no sign-in: no times.
    expect(erik!.absent).toBe(true);
    const [untimed] = toStaffRows([made({ name: 'Utan Tåg' }).position]);
    expect([untimed!.timeStart, untimed!.timeEnd, untimed!.absent]).toEqual([null, null, false]);
    const sorted = sortBy([untimed!, asa!], { key: 'timeStart', direction: 'asc' }, sortValue);
    expect(sorted.at(-1)).toBe(untimed);
  });

  it('takes phones, e-mail and the duty id from the day’s sign-ins, and leaves them out without', () => {
    const anna = made({ name: 'Anna Lindqvist', work: '46705550101', block: 'M102' });
    anna.contact.email = 'anna@example.se';
    const [alone] = toStaffRows([anna.position]);
    expect([alone!.phones.work, alone!.email, alone!.dutyId]).toEqual(['', '', null]);
    expect(filterRows([alone!], { ...NO_FILTERS, phone: '0705550101' })).toEqual([]);
    // Two sign-ins of the same person: the one of the position's duty.
    const other = {
      ...anna.contact,
      dutyId: 99,
      dutyName: 'M999',
      phones: { ...anna.contact.phones, work: '1' },
    };
    const [joined] = toStaffRows([anna.position], indexContacts([other, anna.contact]));
    expect([joined!.phones.work, joined!.email, joined!.dutyId]).toEqual([
      '46705550101',
      'anna@example.se',
      anna.contact.dutyId,
    ]);
    // The row's key stays the position's own, so that open rows stay open when the sign-ins come.
    expect(joined!.key).toBe(alone!.key);
  });
});
