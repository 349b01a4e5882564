import { useMutation, useQueryClient } from '@tanstack/react-query';
import * as z from 'zod/mini';
import { request } from '@/lib/api/client';
import { useIsRowPending, usePendingRows } from '@/lib/api/use-pending-rows';
import { flag, id } from '@/lib/api/schemas';
import type { VlsDocument } from './schemas';
import { vlsKeys } from './vls-keys';

const markResultSchema = z.object({ DocumentID: id, UserRead: flag, UserChecked: flag });
export type MarkResult = z.infer<typeof markResultSchema>;

/**
 * POST api /document/mark?userId&documentid&read&check (no body). The answer's shape is not given
 * (spec 1 §7): success is the status; the receipt comes back only when the body is one.
 */
export function markDocument(input: {
  userId: string;
  documentId: number;
  read: boolean;
  check: boolean;
}): Promise<MarkResult | undefined> {
  return request({
    host: 'api',
    path: '/document/mark',
    method: 'POST',
    query: {
      userId: input.userId,
      documentid: input.documentId,
      read: input.read,
      check: input.check,
    },
    responseType: 'lenient',
    schema: markResultSchema,
  });
}

/** What a mark mutation is called with: the document, and whether it is also checked. */
export interface MarkVariables {
  documentId: number;
  check: boolean;
}

/** The receipt after a successful mark: the answer's when it is one for this document. */
export function receiptAfterMark(
  variables: MarkVariables,
  result: MarkResult | undefined,
): { UserRead: boolean; UserChecked: boolean } {
  if (result && result.DocumentID === variables.documentId)
    return { UserRead: result.UserRead, UserChecked: result.UserChecked };
  // What was asked (a receipt is never taken back: checked stays checked on a plain read).
  return { UserRead: true, UserChecked: variables.check };
}

/** The user's own lists: my documents and all documents (each row carries their receipt). */
const isUsersList = (userId: string) => (query: { queryKey: readonly unknown[] }) => {
  const [, , kind, scope] = query.queryKey;
  return kind === 'mine'
    ? scope === userId
    : kind === 'all' && (scope as { userId?: string } | undefined)?.userId === userId;
};

/**
 * Marks one of the user's documents read (and checked). Success is the status: the receipt (the
 * answer's when it has one, else what was asked) is patched into the user's cached lists, which
 * are then refetched with the follow-up; the caller tells the user about a failure. Rows read
 * their pending state from `usePendingMarks` and `useIsMarkPending`.
 */
export function useMarkDocument(userId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationKey: vlsKeys.mark(userId),
    mutationFn: ({ documentId, check }: MarkVariables) =>
      markDocument({ userId, documentId, read: true, check }),
    onSuccess: (result, variables) => {
      const receipt = receiptAfterMark(variables, result);
      const patch = (list: VlsDocument[] | undefined) =>
        list?.map((d) =>
          d.ID === variables.documentId
            ? {
                ...d,
                UserRead: d.UserRead || receipt.UserRead,
                UserChecked: d.UserChecked || receipt.UserChecked,
              }
            : d,
        );
      const mine = { queryKey: vlsKeys.documents(), predicate: isUsersList(userId) };
      queryClient.setQueriesData<VlsDocument[]>(mine, patch);
      void queryClient.invalidateQueries(mine);
      void queryClient.invalidateQueries({ queryKey: vlsKeys.followup() });
      void queryClient.invalidateQueries({ queryKey: vlsKeys.documents(), refetchType: 'none' });
    },
  });
}

const documentOf = (variables: MarkVariables) => variables.documentId;

/** The documents whose receipt is being marked now (from React Query's mutation cache). */
export const usePendingMarks = (userId: string): ReadonlySet<number> =>
  usePendingRows(vlsKeys.mark(userId), documentOf);

/** Whether the document's receipt is being marked now (synchronous: a double click comes first). */
export const useIsMarkPending = (userId: string): ((documentId: number) => boolean) =>
  useIsRowPending(vlsKeys.mark(userId), documentOf);
