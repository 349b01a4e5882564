import type { MockNamespace } from '../db/namespace';
import { stationsTable, type MockEmployee } from '../seed/org';
import { findEmployee } from '../seed/duties-staff';
import { NULL_DATE, signinStatus, type MockDuty } from '../seed/duties';

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

/** A roster position (spec 1 §3): where a person works today. */
export function positionDto(db: MockNamespace, duty: MockDuty) {
  const e = findEmployee(db, duty.employeeNumber);
  const absent = duty.timeStart === 0 && duty.timeEnd === 2160;
  return {
    block: duty.dutyName,
    description: absent ? 'Frånvarande' : `${duty.positionStart}–${duty.positionEnd}`,
    districtId: duty.districtId,
    tripDate: serverDate(duty.dutyDate),
    workTitle: e?.title ?? '',
    employee: {
      name: e ? `${e.firstName} ${e.lastName}` : '',
      employeeNumber: duty.employeeNumber,
    },
    timeStart: duty.timeStart,
    timeEnd: duty.timeEnd,
    tripsInfo: duty.trips,
  };
}
