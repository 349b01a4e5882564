import { request } from '@/lib/api/client';
import { dutySigninSchema, type DutySignin } from './signin-schema';
import { useSigninCheck } from './signin-check';

/**
 * POST staff/signin/checkin with query dutyid and employeeNumber, empty body. The spec does not
 * show the answer: success is the status (2xx); the answer is the duty's sign-in when its body
 * is one, else undefined (an empty body, `true`, a bare id).
 */
export function checkIn(dutyId: number, employeeNumber: string): Promise<DutySignin | undefined> {
  return request({
    host: 'staff',
    path: '/signin/checkin',
    method: 'POST',
    query: { dutyid: dutyId, employeeNumber },
    schema: dutySigninSchema,
    responseType: 'lenient',
  });
}

/** Checks a row in (useSigninCheck: success by status, the row updated, nothing sent twice). */
export const useCheckIn = (districtId: number | null, dateKey: string, nextDay = false) =>
  useSigninCheck(
    'in',
    (row) => checkIn(row.dutyId, row.employee.employeeNumber),
    districtId,
    dateKey,
    nextDay,
  );
