import { useCallback, useState } from 'react';
import { useQuery } from '@tanstack/react-query';
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
 * (their own list, the same query as "Mina dokument"): the others have no receipt to mark. A
 * failure shows 'Kunde ej bekräfta läsning!'.
 */
export function useMarkOnOpen(userId: string) {
  const t = useStrings(vlsStrings);
  const districtId = useCurrentDistrict();
  const mayRead = useAccess({ ...vlsAccess.toRead, districts: 'current' });
  const base = myDocumentsQuery(userId, districtId);
  const mine = useQuery({ ...base, enabled: base.enabled !== false && mayRead });
  const { mutateAsync } = useMarkDocument(userId);
  const isMarking = useIsMarkPending(userId);
  const [alert, setAlert] = useState<string | null>(null);
  const { data } = mine;

  const markOpened = useCallback(
    (doc: VlsDocument) => {
      const own = data?.find((d) => d.ID === doc.ID);
      if (!own || own.UserRead || isMarking(doc.ID)) return;
      setAlert(null);
      mutateAsync({ documentId: doc.ID, check: false }).catch(() => setAlert(t.mine.markFailed));
    },
    [data, isMarking, mutateAsync, t],
  );

  return { markOpened, alert, clearAlert: () => setAlert(null) };
}
