import { useCallback, useMemo } from 'react';
import { hashKey, useMutationState, useQueryClient, type MutationKey } from '@tanstack/react-query';

/**
 * Per-row pending state from React Query's mutation cache: the rows (by `rowOf` of the mutation's
 * variables) whose mutation under `mutationKey` is pending now. Pass a `rowOf` declared once
 * (outside the component), so the answer keeps its identity while nothing changed.
 */
export function usePendingRows<TVariables, TRow>(
  mutationKey: MutationKey,
  rowOf: (variables: TVariables) => TRow,
): ReadonlySet<TRow> {
  const rows = useMutationState({
    filters: { mutationKey, status: 'pending' },
    select: (mutation) => rowOf(mutation.state.variables as TVariables),
  });
  // useMutationState shares structure: `rows` keeps its identity while nothing changed.
  return useMemo(() => new Set(rows), [rows]);
}

/**
 * Whether a row's mutation under `mutationKey` is pending now, asked of the mutation cache at the
 * moment of the call (synchronous: a double click comes before the re-render that disables the
 * button). The function keeps its identity while the key (by value) and `rowOf` stay the same.
 */
export function useIsRowPending<TVariables, TRow>(
  mutationKey: MutationKey,
  rowOf: (variables: TVariables) => TRow,
): (row: TRow) => boolean {
  const queryClient = useQueryClient();
  // Key factories build a new array on every render: hold the key by its value (query keys are
  // JSON, which is what hashKey writes).
  const keyHash = hashKey(mutationKey);
  const key = useMemo(() => JSON.parse(keyHash) as MutationKey, [keyHash]);
  return useCallback(
    (row) =>
      queryClient.isMutating({
        mutationKey: key,
        predicate: (mutation) => rowOf(mutation.state.variables as TVariables) === row,
      }) > 0,
    [queryClient, key, rowOf],
  );
}
