import { useCallback, useState } from 'react';
import { useStrings } from '@/lib/i18n';
import { useIsMarkPending, useMarkDocument, usePendingMarks } from '../api/mark-document';
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
  const mark = useMarkDocument(userId);
  const pending = usePendingMarks(userId);
  const isMarking = useIsMarkPending(userId);
  const file = useDocumentFile(userId);
  const [alert, setAlert] = useState<string | null>(null);
  const { mutateAsync } = mark;

  const run = useCallback(
    (doc: VlsDocument, action: ReadAction) => {
      // Synchronous (a double click comes before the re-render that disables the button).
      if (isMarking(doc.ID)) return;
      setAlert(null);
      if (action !== 'check') {
        file[action](doc).catch(() => setAlert(t.mine.downloadFailed));
        if (doc.UserRead) return;
      }
      mutateAsync({ documentId: doc.ID, check: action === 'check' }).catch(() =>
        setAlert(t.mine.markFailed),
      );
    },
    [isMarking, file, mutateAsync, t],
  );

  return { pending, alert, clearAlert: () => setAlert(null), run };
}
