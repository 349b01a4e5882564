import { request } from '@/lib/api/client';
import { checkAnswerSchema, type DutySignin } from './signin-schema';

/** POST staff/signin/checkout with query dutyid; the answer as checkIn's. */
export function checkOut(dutyId: number): Promise<DutySignin | null> {
  return request({
    host: 'staff',
    path: '/signin/checkout',
    method: 'POST',
    query: { dutyid: dutyId },
    schema: checkAnswerSchema,
  });
}
