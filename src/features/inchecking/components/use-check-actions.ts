import { useCallback } from 'react';
import { errorDetail, outcomeUnknown } from '@/lib/api/api-error';
import { useStrings } from '@/lib/i18n';
import { showToast } from '@/components/toast';
import { focusAfterChange } from '@/lib/focus-after-change';
import { useCheckIn } from '../api/check-in';
import { useCheckOut } from '../api/check-out';
import { useIsCheckPending, usePendingChecks, type CheckKind } from '../api/signin-check';
import type { SigninRow } from '../lib/signin-rows';
import { incheckingStrings } from '../strings';
import { nameOf } from './signin-columns';

/**
 * Check-in and check-out of rows. A row's buttons are blocked while its request is pending and
 * a second click meanwhile sends nothing; the server's answer replaces the row (the mutation
 * hook does that), a failure says what went wrong (here) and leaves the row as it was.
 */
export function useCheckActions(districtId: number | null, dateKey: string, nextDay = false) {
  const t = useStrings(incheckingStrings);
  const checkIn = useCheckIn(districtId, dateKey, nextDay).mutateAsync;
  const checkOut = useCheckOut(districtId, dateKey, nextDay).mutateAsync;
  const pending = usePendingChecks();
  const isPending = useIsCheckPending();

  const run = useCallback(
    (row: SigninRow, kind: CheckKind) => {
      if (isPending(row.dutyId)) return;
      // The button is unavailable while the request runs (it keeps the focus) and then replaced:
      // focus moves on to the row's check-out button (after a check-in) or its employee (after a
      // check-out), or stays on the button if the check failed.
      const refocus = focusAfterChange();
      const name = nameOf(row);
      (kind === 'in' ? checkIn : checkOut)({ row }).then(
        () => refocus(kind === 'in' ? t.checkOutFor(name, row.dutyName) : t.showEmployee(name)),
        (error: Error) => {
          refocus(
            kind === 'in' ? t.checkInFor(name, row.dutyName) : t.checkOutFor(name, row.dutyName),
          );
          const reason = errorDetail(error);
          // No answer: it may have arrived (the hook fetches what the server holds).
          const unknown = outcomeUnknown(error);
          const text = unknown
            ? kind === 'in'
              ? t.checkInUnknown
              : t.checkOutUnknown
            : kind === 'in'
              ? t.checkInFailed
              : t.checkOutFailed;
          showToast(text(row.dutyName, reason), 'error', 10_000);
        },
      );
    },
    [isPending, checkIn, checkOut, t],
  );

  const onCheckIn = useCallback((row: SigninRow) => run(row, 'in'), [run]);
  const onCheckOut = useCallback((row: SigninRow) => run(row, 'out'), [run]);
  return { pending, onCheckIn, onCheckOut };
}
