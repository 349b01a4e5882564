import { useCallback, useState } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { useStrings } from '@/lib/i18n';
import { useMarkDocument, usePendingMarks, type MarkVariables } from '../api/mark-document';
import { vlsKeys } from '../api/vls-keys';
import type { VlsDocument } from '../api/schemas';
import { vlsStrings } from '../strings';
import { useDocumentFile } from './use-document-file';

export type ReadAction = 'open' | 'download' | 'check';

/**
 * Opening a document (in a new tab) or downloading it marks it read as it opens, while the file
 * is still on its way; "mark as checked" sets read and checked. A document's actions are blocked
 * while its receipt is pending; a failure shows 'Kunde ej bekräfta läsning!' and the pending
 * state clears.
 */
export function useReadActions(userId: string) {
  const t = useStrings(vlsStrings);
  const queryClient = useQueryClient();
  const mark = useMarkDocument(userId);
  const pending = usePendingMarks(userId);
  const file = useDocumentFile(userId);
  const [alert, setAlert] = useState<string | null>(null);
  const { mutateAsync } = mark;

  const run = useCallback(
    (doc: VlsDocument, action: ReadAction) => {
      // Synchronous (a double click comes before the re-render that disables the button).
      const marking = queryClient.isMutating({
        mutationKey: vlsKeys.mark(userId),
        predicate: (m) => (m.state.variables as MarkVariables | undefined)?.documentId === doc.ID,
      });
      if (marking > 0) return;
      setAlert(null);
      if (action !== 'check') {
        file[action](doc).catch(() => setAlert(t.mine.downloadFailed));
        if (doc.UserRead) return;
      }
      mutateAsync({ documentId: doc.ID, check: action === 'check' }).catch(() =>
        setAlert(t.mine.markFailed),
      );
    },
    [queryClient, userId, file, mutateAsync, t],
  );

  return { pending, alert, clearAlert: () => setAlert(null), run };
}
