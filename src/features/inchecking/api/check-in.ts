import { request } from '@/lib/api/client';
import { dutySigninSchema, type DutySignin } from './signin-schema';

/** POST staff/signin/checkin with query dutyid and employeeNumber, empty body. */
export function checkIn(dutyId: number, employeeNumber: string): Promise<DutySignin> {
  return request({
    host: 'staff',
    path: '/signin/checkin',
    method: 'POST',
    query: { dutyid: dutyId, employeeNumber },
    schema: dutySigninSchema,
  });
}
