import { useState } from 'react';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { request } from '@/lib/api/client';
import { useIsRowPending, usePendingRows } from '@/lib/api/use-pending-rows';
import { outcomeUnknown } from '@/lib/api/api-error';
import { maxUpdateId, mergeRows, toRow, type SigninList, type SigninRow } from '../lib/signin-rows';
import { checkOut } from './check-out';
import { loadSigninChanges } from './get-duty-signins';
import { incheckingKeys } from './inchecking-keys';
import { dutySigninSchema, type DutySignin } from './signin-schema';

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

export type CheckKind = 'in' | 'out';
export interface CheckVariables {
  row: SigninRow;
  kind: CheckKind;
}

/** Whether the duty has come as far as the check (checked in, or checked out). */
const isDone = (row: SigninRow | undefined, kind: CheckKind) =>
  !!row && (kind === 'in' ? row.timestampIn : row.timestampOut) !== null;

/**
 * Checks a row in or out. Success is the status: a sign-in in the answer replaces the row in the
 * cached list of the district's day, any other answer fetches what changed. After a failure
 * whose outcome is unknown (no answer, a gateway's 502/503/504) what changed is fetched at once,
 * so the row shows what the server holds before the check is offered again; and a check of a
 * duty whose last one had an unknown outcome reads the list first and sends nothing if the duty
 * is already that far. Rows read their pending state from `usePendingChecks`.
 */
export function useCheckSignin(districtId: number | null, dateKey: string, nextDay = false) {
  const queryClient = useQueryClient();
  // Duty and kind of the checks whose outcome is unknown (they may have arrived).
  const [unsure] = useState(() => new Set<string>());
  const key = districtId == null ? null : incheckingKeys.signins(districtId, dateKey, nextDay);
  const unsureKey = ({ row, kind }: CheckVariables) => `${row.dutyId}:${kind}`;

  /** Fetches what changed since the list's cursor into it; the duty's row as it now stands. */
  async function readChanges(dutyId: number): Promise<SigninRow | undefined> {
    if (districtId == null || !key) return undefined;
    const since = queryClient.getQueryData<SigninList>(key)?.syncedCursor;
    if (since === undefined) return undefined;
    const changes = await loadSigninChanges(districtId, dateKey, since, nextDay);
    const list = queryClient.setQueryData<SigninList>(
      key,
      (old) => old && mergeRows(old, changes, maxUpdateId(changes, old.syncedCursor)),
    );
    return list?.rows.find((r) => r.dutyId === dutyId);
  }

  return useMutation({
    mutationKey: incheckingKeys.check(),
    mutationFn: async (variables: CheckVariables): Promise<DutySignin | undefined> => {
      const { row, kind } = variables;
      if (unsure.has(unsureKey(variables))) {
        // The last one may have arrived: look first (a failed look sends nothing).
        const now = await readChanges(row.dutyId);
        unsure.delete(unsureKey(variables));
        if (isDone(now, kind)) return now;
      }
      return kind === 'in'
        ? checkIn(row.dutyId, row.employee.employeeNumber)
        : checkOut(row.dutyId);
    },
    onSuccess: async (signin, { row }) => {
      if (!key) return;
      if (signin && signin.dutyId === row.dutyId)
        queryClient.setQueryData<SigninList>(key, (old) => old && mergeRows(old, [toRow(signin)]));
      // Done, but the answer did not say how the duty stands now: what changed is fetched.
      else await readChanges(row.dutyId).catch(() => undefined);
    },
    onError: async (error, variables) => {
      if (!outcomeUnknown(error)) return;
      unsure.add(unsureKey(variables));
      // A failed fetch is left to the live channel's catch-up (and to the next press's look).
      await readChanges(variables.row.dutyId).catch(() => undefined);
    },
  });
}

const dutyOf = (variables: CheckVariables) => variables.row.dutyId;

/** The duties whose check-in or check-out is being sent now (from the mutation cache). */
export const usePendingChecks = (): ReadonlySet<number> =>
  usePendingRows(incheckingKeys.check(), dutyOf);

/** Whether a check of the duty is pending now (synchronous: a double click comes before a render). */
export const useIsCheckPending = (): ((dutyId: number) => boolean) =>
  useIsRowPending(incheckingKeys.check(), dutyOf);
