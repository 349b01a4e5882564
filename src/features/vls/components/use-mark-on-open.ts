import { useCallback, useRef, useState } from 'react';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useStrings } from '@/lib/i18n';
import { useAccess } from '@/lib/auth/use-access';
import { useCurrentDistrict } from '@/stores/district';
import { myDocumentsQuery } from '../api/get-documents';
import { useIsMarkPending, useMarkDocument } from '../api/mark-document';
import type { VlsDocument } from '../api/schemas';
import { vlsAccess } from '../access';
import { vlsStrings } from '../strings';

/**
 * Opening (or downloading) a document from a list of all documents marks it read, as in my
 * documents (spec 1 §4), when it is one of the documents the user must read in the district
 * (their own list, the same query as "Mina dokument"): the others have no receipt to mark. While
 * that list loads, the opening waits for it; when it cannot be had, the row decides by its own
 * fields: a document with a read receipt (ReadReceipt) that the user has not read (UserRead). A
 * failure shows 'Kunde ej bekräfta läsning!'.
 */
export function useMarkOnOpen(userId: string) {
  const t = useStrings(vlsStrings);
  const queryClient = useQueryClient();
  const districtId = useCurrentDistrict();
  const mayRead = useAccess({ ...vlsAccess.toRead, districts: 'current' });
  const base = myDocumentsQuery(userId, districtId);
  const canLoad = base.enabled !== false && mayRead;
  const mine = useQuery({ ...base, enabled: canLoad });
  const { mutateAsync } = useMarkDocument(userId);
  const isMarking = useIsMarkPending(userId);
  const [alert, setAlert] = useState<string | null>(null);
  // Documents being decided on (waiting for my documents): a second opening adds nothing.
  const deciding = useRef(new Set<number>());
  const { data } = mine;

  const markOpened = useCallback(
    async (doc: VlsDocument) => {
      if (!mayRead || doc.UserRead || isMarking(doc.ID) || deciding.current.has(doc.ID)) return;
      deciding.current.add(doc.ID);
      try {
        const own = myDocumentsQuery(userId, districtId);
        const list =
          data ?? (canLoad ? await queryClient.fetchQuery(own).catch(() => undefined) : undefined);
        const toMark = list
          ? list.some((d) => d.ID === doc.ID && !d.UserRead)
          : doc.ReadReceipt && !doc.UserRead;
        if (!toMark || isMarking(doc.ID)) return;
        setAlert(null);
        await mutateAsync({ documentId: doc.ID, check: false }).catch(() =>
          setAlert(t.mine.markFailed),
        );
      } finally {
        deciding.current.delete(doc.ID);
      }
    },
    [data, canLoad, mayRead, userId, districtId, queryClient, isMarking, mutateAsync, t],
  );

  return { markOpened, alert, clearAlert: () => setAlert(null) };
}
