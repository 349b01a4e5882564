import { useCallback, useMemo } from 'react';
import { useStrings } from '@/lib/i18n';
import { saveBlob } from '@/lib/save-blob';
import { downloadDocument } from '../api/download-document';
import type { VlsDocument } from '../api/schemas';
import { fileNameOf } from '../lib/file-name';
import { vlsStrings } from '../strings';

/**
 * Types a browser shows by itself and that run no script in the portal's origin (a blob URL
 * belongs to it): these open in a new tab, anything else (Word, Excel, HTML …) is saved.
 */
const VIEWABLE = new Set(['application/pdf', 'text/plain', 'image/png', 'image/jpeg']);
const REVOKE_AFTER_MS = 5 * 60_000;

/**
 * A document's file: `open` shows it in a new tab (opened at once, inside the click, so that no
 * pop-up blocker stops it; the file follows when it has arrived), `download` saves it. Both
 * reject when the file cannot be fetched; the caller says so.
 */
export function useDocumentFile(userId: string) {
  const t = useStrings(vlsStrings);

  const download = useCallback(
    async (doc: VlsDocument) => saveBlob(await downloadDocument(doc.ID, userId), fileNameOf(doc)),
    [userId],
  );

  const open = useCallback(
    async (doc: VlsDocument) => {
      const tab = window.open('', '_blank');
      if (tab) {
        tab.opener = null;
        tab.document.title = doc.Name;
        tab.document.body.textContent = t.mine.opening(doc.Name);
      }
      try {
        const blob = await downloadDocument(doc.ID, userId);
        const type = (blob.type || doc.ContentType).split(';')[0]!.trim().toLowerCase();
        if (!tab || tab.closed || !VIEWABLE.has(type)) {
          tab?.close();
          saveBlob(blob, fileNameOf(doc));
          return;
        }
        const url = URL.createObjectURL(new Blob([blob], { type }));
        tab.location.replace(url);
        setTimeout(() => URL.revokeObjectURL(url), REVOKE_AFTER_MS);
      } catch (error) {
        tab?.close();
        throw error;
      }
    },
    [userId, t],
  );

  // One object while both stay the same: the rows' actions built from it keep their identity.
  return useMemo(() => ({ open, download }), [open, download]);
}
