import { useMutation, useQueryClient } from '@tanstack/react-query';
import * as z from 'zod/mini';
import { request } from '@/lib/api/client';
import { useIsRowPending, usePendingRows } from '@/lib/api/use-pending-rows';
import { flag, id } from '@/lib/api/schemas';
import type { VlsDocument } from './schemas';
import { vlsKeys } from './vls-keys';

const markResultSchema = z.object({ DocumentID: id, UserRead: flag, UserChecked: flag });
export type MarkResult = z.infer<typeof markResultSchema>;

/** POST api /document/mark?userId&documentid&read&check (no body). */
export function markDocument(input: {
  userId: string;
  documentId: number;
  read: boolean;
  check: boolean;
}): Promise<MarkResult> {
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
    schema: markResultSchema,
  });
}

/** What a mark mutation is called with: the document, and whether it is also checked. */
export interface MarkVariables {
  documentId: number;
  check: boolean;
}

/**
 * Marks one of the user's documents read (and checked). On success the receipt is patched into
 * every cached document list of the user and the follow-up is refetched; the caller tells the
 * user about a failure. Rows read their pending state from `usePendingMarks` and `useIsMarkPending`.
 */
export function useMarkDocument(userId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationKey: vlsKeys.mark(userId),
    mutationFn: ({ documentId, check }: MarkVariables) =>
      markDocument({ userId, documentId, read: true, check }),
    onSuccess: (result) => {
      const patch = (list: VlsDocument[] | undefined) =>
        list?.map((d) =>
          d.ID === result.DocumentID
            ? { ...d, UserRead: result.UserRead, UserChecked: result.UserChecked }
            : d,
        );
      queryClient.setQueriesData<VlsDocument[]>({ queryKey: vlsKeys.mine(userId) }, patch);
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
