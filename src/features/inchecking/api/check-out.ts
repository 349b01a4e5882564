import { request } from '@/lib/api/client';
import { dutySigninSchema, type DutySignin } from './signin-schema';

/** POST staff/signin/checkout with query dutyid. */
export function checkOut(dutyId: number): Promise<DutySignin> {
  return request({
    host: 'staff',
    path: '/signin/checkout',
    method: 'POST',
    query: { dutyid: dutyId },
    schema: dutySigninSchema,
  });
}
