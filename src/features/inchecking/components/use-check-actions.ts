import { useCallback, useRef, useState } from 'react';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { isApiError } from '@/lib/api/api-error';
import { useStrings } from '@/lib/i18n';
import { showToast } from '@/components/toast';
import { checkIn } from '../api/check-in';
import { checkOut } from '../api/check-out';
import { incheckingKeys } from '../api/inchecking-keys';
import { mergeRows, toRow, type SigninList, type SigninRow } from '../lib/signin-rows';
import { incheckingStrings } from '../strings';

type Kind = 'in' | 'out';

/**
 * Check-in and check-out of rows. A row's buttons are blocked while its request is pending and
 * a second click meanwhile sends nothing; the server's answer replaces the row, a failure says
 * what went wrong and leaves the row as it was.
 */
export function useCheckActions(districtId: number | null, dateKey: string) {
  const t = useStrings(incheckingStrings);
  const queryClient = useQueryClient();
  const inFlight = useRef(new Set<number>());
  const [pending, setPending] = useState<ReadonlySet<number>>(() => new Set());
  const mutation = useMutation({
    mutationFn: ({ row, kind }: { row: SigninRow; kind: Kind }) =>
      kind === 'in' ? checkIn(row.dutyId, row.employee.employeeNumber) : checkOut(row.dutyId),
    onSuccess: (signin) => {
      if (districtId == null) return;
      queryClient.setQueryData<SigninList>(
        incheckingKeys.signins(districtId, dateKey),
        (old) => old && mergeRows(old, [toRow(signin)]),
      );
    },
    onError: (error, { row, kind }) => {
      const reason = isApiError(error) ? error.statusText : error.message;
      const text = kind === 'in' ? t.checkInFailed : t.checkOutFailed;
      showToast(text(row.dutyName, reason), 'error', 10_000);
    },
  });
  const { mutateAsync } = mutation;

  const run = useCallback(
    async (row: SigninRow, kind: Kind) => {
      if (inFlight.current.has(row.dutyId)) return;
      inFlight.current.add(row.dutyId);
      setPending(new Set(inFlight.current));
      try {
        await mutateAsync({ row, kind });
      } catch {
        /* told by onError */
      } finally {
        inFlight.current.delete(row.dutyId);
        setPending(new Set(inFlight.current));
      }
    },
    [mutateAsync],
  );

  const onCheckIn = useCallback((row: SigninRow) => void run(row, 'in'), [run]);
  const onCheckOut = useCallback((row: SigninRow) => void run(row, 'out'), [run]);
  return { pending, onCheckIn, onCheckOut };
}
