import type { Duty } from '@/lib/resources/roster/get-duty';
import type { CalendarDuty } from '../api/get-calendar';

/**
 * The duty dialog's content from the calendar's own answer: a calendar duty carries what spec 1
 * §3 gives a duty (dutyDate, dutyName, positionStart/End, timeStart/End, activities), all the
 * dialog shows, so its details open without staff/duty and without a dutyId. The id and the
 * district are kept when a server sends them; what the spec gives only to other calls (start
 * and end location, the employee, trips) is left empty and the dialog falls back to the
 * positions.
 */
export function dutyFromCalendar(duty: CalendarDuty): Duty {
  return {
    dutyId: duty.dutyId,
    districtId: duty.districtId,
    dutyDate: duty.dutyDate,
    dutyName: duty.dutyName,
    positionStart: duty.positionStart,
    positionEnd: duty.positionEnd,
    startLocation: '',
    endLocation: '',
    timeStart: duty.timeStart,
    timeEnd: duty.timeEnd,
    employeeName: '',
    employeeNumber: '',
    activities: duty.activities,
    tripsInfo: [],
  };
}
