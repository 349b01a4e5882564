import { useState } from 'react';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useIsRowPending, usePendingRows } from '@/lib/api/use-pending-rows';
import { outcomeUnknown } from '@/lib/api/api-error';
import { markDaySigninsStale } from '@/lib/resources/roster/get-duty-signins';
import { maxUpdateId, mergeRows, toRow, type SigninList, type SigninRow } from '../lib/signin-rows';
import { loadSigninChanges } from './get-duty-signins';
import { incheckingKeys } from './inchecking-keys';
import type { DutySignin } from './signin-schema';

/** The common part of check-in and check-out (useCheckIn, useCheckOut). */

export type CheckKind = 'in' | 'out';
export interface CheckVariables {
  row: SigninRow;
}

/** Whether the duty has come as far as the check (checked in, or checked out). */
const isDone = (row: SigninRow | undefined, kind: CheckKind) =>
  !!row && (kind === 'in' ? row.timestampIn : row.timestampOut) !== null;

/** The list with the duty shown as checked in (or out) at `at`, unless it already is. */
export function showDone(list: SigninList, dutyId: number, kind: CheckKind, at: Date): SigninList {
  const i = list.rows.findIndex((r) => r.dutyId === dutyId);
  const row = list.rows[i];
  if (!row || isDone(row, kind)) return list;
  const rows = [...list.rows];
  rows[i] = kind === 'in' ? { ...row, timestampIn: at } : { ...row, timestampOut: at };
  return { ...list, rows };
}

/**
 * Checks a row in or out (`send`). Success is the status: a sign-in in the answer replaces the
 * row in the cached list of the district's day; any other 2xx shows the row checked in (or out)
 * now, until the list is read again (what changed is fetched at once; if that fails the row
 * stays so). After a failure whose outcome is unknown (no answer, a gateway's 502/503/504) what
 * changed is fetched at once, so the row shows what the server holds before the check is offered
 * again; and a check of a duty whose last one had an unknown outcome reads the list first and
 * sends nothing if the duty is already that far. Either way the duty's day in the shared
 * sign-ins cache (`rosterKeys.signins`, fresh for a minute) is marked stale, so the list read
 * again (navigating away and back) fetches it rather than show the row before the check; nothing
 * is fetched for it now. Rows read their pending state from `usePendingChecks` (one mutation key
 * for both kinds).
 */
export function useSigninCheck(
  kind: CheckKind,
  send: (row: SigninRow) => Promise<DutySignin | undefined>,
  districtId: number | null,
  dateKey: string,
  nextDay: boolean,
) {
  const queryClient = useQueryClient();
  // The duties whose last check of this kind had an unknown outcome (it may have arrived).
  const [unsure] = useState(() => new Set<number>());
  const key = districtId == null ? null : incheckingKeys.signins(districtId, dateKey, nextDay);

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

  /** The row's day as sent is no longer what the server holds: the next reader fetches it. */
  const staleDay = (row: SigninRow) =>
    markDaySigninsStale(queryClient, row.districtId, row.dutyDate);

  return useMutation({
    mutationKey: incheckingKeys.check(),
    mutationFn: async ({ row }: CheckVariables): Promise<DutySignin | undefined> => {
      if (unsure.has(row.dutyId)) {
        // The last one may have arrived: look first (a failed look sends nothing).
        const now = await readChanges(row.dutyId);
        unsure.delete(row.dutyId);
        if (isDone(now, kind)) return now;
      }
      return send(row);
    },
    onSuccess: async (signin, { row }) => {
      void staleDay(row);
      if (!key) return;
      if (signin && signin.dutyId === row.dutyId) {
        queryClient.setQueryData<SigninList>(key, (old) => old && mergeRows(old, [toRow(signin)]));
        return;
      }
      // Done, but the answer did not say how the duty stands: shown done now, then fetched.
      const at = new Date();
      queryClient.setQueryData<SigninList>(
        key,
        (old) => old && showDone(old, row.dutyId, kind, at),
      );
      await readChanges(row.dutyId).catch(() => undefined);
    },
    onError: async (error, { row }) => {
      if (!outcomeUnknown(error)) return;
      void staleDay(row);
      unsure.add(row.dutyId);
      // A failed fetch is left to the live channel's catch-up (and to the next press's look).
      await readChanges(row.dutyId).catch(() => undefined);
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
