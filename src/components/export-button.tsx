import { useState } from 'react';
import { useStrings } from '@/lib/i18n';
import { saveBlob } from '@/lib/save-blob';
import { buildSheet, type SheetColumn } from '@/lib/export-sheet';
import { Alert } from './alert';
import { commonStrings } from './strings';

/**
 * Yes/no in exported sheets (`yesNo` of @/lib/export-sheet): the common catalogue's Swedish,
 * whatever the interface language — what the files have always said.
 */
export const SHEET_YES_NO = { yes: commonStrings.sv.yes, no: commonStrings.sv.no };

/** Builds the spreadsheet only when asked (the library is loaded then) and saves it. */
export function ExportButton<T>({
  rows,
  columns,
  sheet,
  fileName,
}: {
  rows: readonly T[];
  columns: readonly SheetColumn<T>[];
  sheet: string;
  fileName: string;
}) {
  const t = useStrings(commonStrings);
  const [busy, setBusy] = useState(false);
  const [failed, setFailed] = useState(false);
  const run = async () => {
    setBusy(true);
    setFailed(false);
    try {
      saveBlob(await buildSheet(rows, columns, sheet), fileName);
    } catch {
      setFailed(true);
    } finally {
      setBusy(false);
    }
  };
  return (
    <>
      <button type="button" onClick={() => void run()} disabled={busy || rows.length === 0}>
        {busy ? t.exporting : t.exportButton}
      </button>
      {failed ? <Alert>{t.exportFailed}</Alert> : null}
    </>
  );
}
