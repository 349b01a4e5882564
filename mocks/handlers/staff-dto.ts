import type { MockNamespace } from '../db/namespace';
import { dutySitesTable, stationsTable, type MockEmployee } from '../seed/org';
import { findEmployee } from '../seed/duties-staff';
import { NULL_DATE, isNonWorkday } from '../../src/lib/time/stockholm';
import type { MockDuty } from '../seed/duties';
import { signinStatus } from '../rules/signin';

/** The staff host's answers, shaped as the real server sends them (dates as ASP.NET strings). */

const stationNames = new WeakMap<object, Map<string, string>>();

export function stationName(db: MockNamespace, signature: string): string {
  const stations = db.get(stationsTable);
  let names = stationNames.get(stations);
  if (!names) {
    names = new Map(stations.map((s) => [s.signature, s.name]));
    stationNames.set(stations, names);
  }
  return names.get(signature) ?? signature;
}

const siteNames = new WeakMap<object, Map<number, string>>();

function dutySiteName(db: MockNamespace, e: MockEmployee | null): string {
  const id = e?.dutySiteIds[0];
  if (id === undefined) return '';
  const sites = db.get(dutySitesTable);
  let names = siteNames.get(sites);
  if (!names) {
    names = new Map(sites.map((s) => [s.id, s.name]));
    siteNames.set(sites, names);
  }
  return names.get(id) ?? '';
}

export function employeeDto(e: MockEmployee | null, employeeNumber: string) {
  return {
    email: e?.email ?? '',
    employeeNumber,
    phones: {
      work: e?.phones.work ?? '',
      home: e?.phones.home ?? '',
      private: e?.phones.private ?? '',
    },
    name: e ? `${e.firstName} ${e.lastName}` : '',
    title: e?.title ?? '',
  };
}

const serverDate = (dateKey: string) => `${dateKey}T00:00:00`;

/** A duty sign-in (spec 1 §3), plus `updateId`: the change it reflects (0 = as seeded). */
export function signinDto(db: MockNamespace, duty: MockDuty) {
  const status = signinStatus(db, duty);
  return {
    checkInId: status.checkInId,
    districtId: duty.districtId,
    dutyDate: serverDate(duty.dutyDate),
    dutyId: duty.dutyId,
    dutyName: duty.dutyName,
    startLocation: stationName(db, duty.positionStart),
    timeStart: duty.timeStart,
    timeEnd: duty.timeEnd,
    timestampIn: status.timestampIn ?? NULL_DATE,
    timestampOut: status.timestampOut ?? NULL_DATE,
    employee: employeeDto(findEmployee(db, duty.employeeNumber), duty.employeeNumber),
    tripsInfo: duty.trips,
    tripDate: serverDate(duty.dutyDate),
    updateId: status.updateId,
  };
}
export type SigninDto = ReturnType<typeof signinDto>;

/** A duty with its activities (staff/duty and the roster calendar). */
export function dutyDto(duty: MockDuty, withActivities = true) {
  return {
    dutyId: duty.dutyId,
    districtId: duty.districtId,
    dutyDate: serverDate(duty.dutyDate),
    dutyName: duty.dutyName,
    employeeNumber: duty.employeeNumber,
    positionStart: duty.positionStart,
    positionEnd: duty.positionEnd,
    timeStart: duty.timeStart,
    timeEnd: duty.timeEnd,
    activities: withActivities ? duty.activities : [],
  };
}

/**
 * A roster position (spec 1 §3): who works which block of the day, with the duty's id, times,
 * start and end, and the employee's phones, title and duty site (the staff overview shows them).
 */
export function positionDto(db: MockNamespace, duty: MockDuty) {
  const e = findEmployee(db, duty.employeeNumber);
  const absent = isNonWorkday(duty.timeStart, duty.timeEnd);
  const startStation = stationName(db, duty.positionStart);
  const endStation = stationName(db, duty.positionEnd);
  return {
    dutyId: duty.dutyId,
    block: duty.dutyName,
    description: absent ? `Frånvarande (${duty.dutyName})` : `${startStation} – ${endStation}`,
    districtId: duty.districtId,
    tripDate: serverDate(duty.dutyDate),
    workTitle: e?.title ?? '',
    employee: {
      ...employeeDto(e, duty.employeeNumber),
      dutySiteId: e?.dutySiteIds[0] ?? null,
      dutySiteName: dutySiteName(db, e),
    },
    timeStart: duty.timeStart,
    timeEnd: duty.timeEnd,
    positionStart: duty.positionStart,
    positionEnd: duty.positionEnd,
    startStation,
    endStation,
    tripsInfo: duty.trips,
  };
}
