/**
 * Spreadsheet export (.xlsx). The library is loaded only when the user asks for a file, so it
 * is not part of the route's chunk.
 */
export interface SheetColumn<T> {
  title: string;
  /** Dates as formatted Stockholm text (a spreadsheet Date would be read as UTC). */
  value: (row: T) => string | number | null;
  width?: number;
}

export async function buildSheet<T>(
  rows: readonly T[],
  columns: readonly SheetColumn<T>[],
  sheet: string,
): Promise<Blob> {
  const { default: writeXlsxFile } = await import('write-excel-file/browser');
  const data = [
    columns.map((c) => ({ value: c.title, fontWeight: 'bold' as const })),
    ...rows.map((row) => columns.map((c) => ({ value: c.value(row) ?? '' }))),
  ];
  return writeXlsxFile(data as never, {
    sheet,
    columns: columns.map((c) => ({ width: c.width ?? 20 })),
  }).toBlob();
}

/** A yes/no cell, in the texts the caller passes (the common catalogue's `yes`/`no`). */
export const yesNo = (value: boolean, texts: { yes: string; no: string }) =>
  value ? texts.yes : texts.no;
