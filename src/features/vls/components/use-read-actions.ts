import { useCallback, useRef, useState } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { useStrings } from '@/lib/i18n';
import { downloadDocument } from '../api/download-document';
import { saveBlob } from '@/lib/save-blob';
import { markDocument } from '../api/mark-document';
import { myDocumentsQuery } from '../api/get-documents';
import { vlsKeys } from '../api/vls-keys';
import type { VlsDocument } from '../api/schemas';
import { fileNameOf } from '../lib/file-name';
import { vlsStrings } from '../strings';

/**
 * Opening a document (download, then mark read) and "mark as checked" (read and checked). Each
 * action is blocked while its call is pending; on success the row shows the server's receipt,
 * on failure the alert 'Kunde ej bekräfta läsning!' and the pending state clears.
 */
export function useReadActions(userId: string, districtId: number | null) {
  const t = useStrings(vlsStrings);
  const queryClient = useQueryClient();
  const pendingRef = useRef(new Set<number>());
  const [pending, setPending] = useState<ReadonlySet<number>>(new Set());
  const [alert, setAlert] = useState<string | null>(null);

  const setBusy = (id: number, busy: boolean) => {
    if (busy) pendingRef.current.add(id);
    else pendingRef.current.delete(id);
    setPending(new Set(pendingRef.current));
  };

  const run = useCallback(
    async (doc: VlsDocument, action: 'open' | 'check') => {
      if (pendingRef.current.has(doc.ID)) return;
      setBusy(doc.ID, true);
      setAlert(null);
      try {
        if (action === 'open') {
          try {
            saveBlob(await downloadDocument(doc.ID, userId), fileNameOf(doc));
          } catch {
            setAlert(t.mine.downloadFailed);
            return;
          }
          if (doc.UserRead) return;
        }
        try {
          const result = await markDocument({
            userId,
            documentId: doc.ID,
            read: true,
            check: action === 'check',
          });
          queryClient.setQueryData(myDocumentsQuery(userId, districtId).queryKey, (list) =>
            list?.map((d) =>
              d.ID === doc.ID
                ? { ...d, UserRead: result.UserRead, UserChecked: result.UserChecked }
                : d,
            ),
          );
          void queryClient.invalidateQueries({ queryKey: vlsKeys.followup() });
          void queryClient.invalidateQueries({
            queryKey: vlsKeys.documents(),
            refetchType: 'none',
          });
        } catch {
          setAlert(t.mine.markFailed);
        }
      } finally {
        setBusy(doc.ID, false);
      }
    },
    [userId, districtId, queryClient, t],
  );

  return { pending, alert, clearAlert: () => setAlert(null), run };
}
