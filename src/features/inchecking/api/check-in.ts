import { useCallback, useMemo } from 'react';
import { useMutation, useMutationState, useQueryClient } from '@tanstack/react-query';
import { request } from '@/lib/api/client';
import { mergeRows, toRow, type SigninList, type SigninRow } from '../lib/signin-rows';
import { checkOut } from './check-out';
import { incheckingKeys } from './inchecking-keys';
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

export type CheckKind = 'in' | 'out';
export interface CheckVariables {
  row: SigninRow;
  kind: CheckKind;
}

/**
 * Checks a row in or out. On success the server's answer replaces the row in the cached list of
 * the district's day; the caller tells the user about a failure. Rows read their pending state
 * from `usePendingChecks`.
 */
export function useCheckSignin(districtId: number | null, dateKey: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationKey: incheckingKeys.check(),
    mutationFn: ({ row, kind }: CheckVariables) =>
      kind === 'in' ? checkIn(row.dutyId, row.employee.employeeNumber) : checkOut(row.dutyId),
    onSuccess: (signin) => {
      if (districtId == null) return;
      queryClient.setQueryData<SigninList>(
        incheckingKeys.signins(districtId, dateKey),
        (old) => old && mergeRows(old, [toRow(signin)]),
      );
    },
  });
}

const dutyOf = (variables: unknown) => (variables as CheckVariables | undefined)?.row.dutyId;

/** The duties whose check-in or check-out is being sent now (from the mutation cache). */
export function usePendingChecks(): ReadonlySet<number> {
  const ids = useMutationState({
    filters: { mutationKey: incheckingKeys.check(), status: 'pending' },
    select: (mutation) => dutyOf(mutation.state.variables)!,
  });
  // useMutationState shares structure: `ids` keeps its identity while nothing changed.
  return useMemo(() => new Set(ids), [ids]);
}

/** Whether a check of the duty is pending now (synchronous: a double click comes before a render). */
export function useIsCheckPending(): (dutyId: number) => boolean {
  const queryClient = useQueryClient();
  return useCallback(
    (dutyId) =>
      queryClient.isMutating({
        mutationKey: incheckingKeys.check(),
        predicate: (m) => dutyOf(m.state.variables) === dutyId,
      }) > 0,
    [queryClient],
  );
}
