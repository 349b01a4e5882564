import { useMutation, useQueryClient } from '@tanstack/react-query';
import { request } from '@/lib/api/client';
import { useIsRowPending, usePendingRows } from '@/lib/api/use-pending-rows';
import { maxUpdateId, mergeRows, toRow, type SigninList, type SigninRow } from '../lib/signin-rows';
import { isApiError } from '@/lib/api/api-error';
import { checkOut } from './check-out';
import { loadSigninChanges } from './get-duty-signins';
import { incheckingKeys } from './inchecking-keys';
import { checkAnswerSchema, type DutySignin } from './signin-schema';

/**
 * POST staff/signin/checkin with query dutyid and employeeNumber, empty body. The answer is the
 * duty's sign-in as it now stands, or nothing (the spec does not show the answer): null then.
 */
export function checkIn(dutyId: number, employeeNumber: string): Promise<DutySignin | null> {
  return request({
    host: 'staff',
    path: '/signin/checkin',
    method: 'POST',
    query: { dutyid: dutyId, employeeNumber },
    schema: checkAnswerSchema,
  });
}

export type CheckKind = 'in' | 'out';
export interface CheckVariables {
  row: SigninRow;
  kind: CheckKind;
}

/**
 * Whether the server may hold something the list does not show after a failed check: no answer
 * came (time-out, dropped network), so it may have arrived. A status answer (a 409 included)
 * leaves the row as it was, with the server's reason.
 */
export const listMayBeBehind = (error: unknown) => isApiError(error) && error.status === 0;

/**
 * Checks a row in or out. On success the server's answer replaces the row in the cached list of
 * the district's day; the caller tells the user about a failure. When the list may be behind
 * after a failure, what changed is fetched at once, so the row shows what the server holds and a
 * second press never checks in twice (a failed fetch is left to the live channel's catch-up).
 * Rows read their pending state from `usePendingChecks`.
 */
export function useCheckSignin(districtId: number | null, dateKey: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationKey: incheckingKeys.check(),
    mutationFn: ({ row, kind }: CheckVariables) =>
      kind === 'in' ? checkIn(row.dutyId, row.employee.employeeNumber) : checkOut(row.dutyId),
    onSuccess: async (signin) => {
      if (districtId == null) return;
      if (signin)
        queryClient.setQueryData<SigninList>(
          incheckingKeys.signins(districtId, dateKey),
          (old) => old && mergeRows(old, [toRow(signin)]),
        );
      // Done, but the answer did not say how the duty stands now: what changed is fetched.
      else await catchUp();
    },
    onError: async (error) => {
      if (districtId == null || !listMayBeBehind(error)) return;
      await catchUp();
    },
  });

  /** Fetches what changed since the list's cursor into it (a failure is left to the live channel). */
  async function catchUp() {
    if (districtId == null) return;
    const key = incheckingKeys.signins(districtId, dateKey);
    const since = queryClient.getQueryData<SigninList>(key)?.syncedCursor;
    if (since === undefined) return;
    try {
      const changes = await loadSigninChanges(districtId, dateKey, since);
      queryClient.setQueryData<SigninList>(
        key,
        (old) => old && mergeRows(old, changes, maxUpdateId(changes, old.syncedCursor)),
      );
    } catch {
      /* still unreachable: the live channel catches up when it is back */
    }
  }
}

const dutyOf = (variables: CheckVariables) => variables.row.dutyId;

/** The duties whose check-in or check-out is being sent now (from the mutation cache). */
export const usePendingChecks = (): ReadonlySet<number> =>
  usePendingRows(incheckingKeys.check(), dutyOf);

/** Whether a check of the duty is pending now (synchronous: a double click comes before a render). */
export const useIsCheckPending = (): ((dutyId: number) => boolean) =>
  useIsRowPending(incheckingKeys.check(), dutyOf);
