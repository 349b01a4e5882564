import { request } from '@/lib/api/client';
import { dutySigninSchema, type DutySignin } from './signin-schema';
import { useSigninCheck } from './signin-check';

/** POST staff/signin/checkout with query dutyid; success and answer as checkIn's. */
export function checkOut(dutyId: number): Promise<DutySignin | undefined> {
  return request({
    host: 'staff',
    path: '/signin/checkout',
    method: 'POST',
    query: { dutyid: dutyId },
    schema: dutySigninSchema,
    responseType: 'lenient',
  });
}

/** Checks a row out (useSigninCheck: success by status, the row updated, nothing sent twice). */
export const useCheckOut = (districtId: number | null, dateKey: string, nextDay = false) =>
  useSigninCheck('out', (row) => checkOut(row.dutyId), districtId, dateKey, nextDay);
