import { request } from '@/lib/api/client';
import { dutySigninSchema, type DutySignin } from './signin-schema';

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
