/** The spec's upload rules (spec 1 §5, §8), checked before anything is sent. */
export const UPLOAD_ERRORS = {
  notArray: 'Data must be an array!',
  empty: 'No data',
  noContent: 'No content in file',
  duplicates: 'Name duplicates',
} as const;

/**
 * Largest file accepted, checked before any call. The spec names no limit (spec 1 §5, §9): this
 * is the portal's own, shown to the user, and the mock servers accept up to it.
 */
export const MAX_UPLOAD_BYTES = 25 * 1024 * 1024;
/** File types accepted: documents only (PDF, Word, Excel, PowerPoint, text). */
export const UPLOAD_EXTENSIONS = [
  '.pdf',
  '.doc',
  '.docx',
  '.xls',
  '.xlsx',
  '.ppt',
  '.pptx',
  '.txt',
] as const;
/** The file input's `accept`. */
export const UPLOAD_ACCEPT = UPLOAD_EXTENSIONS.join(',');

export interface UploadItem {
  /** The name the user gave (may be empty: a name is generated). */
  name: string;
  /** Bytes of content. */
  size: number;
  /** Extension of the chosen file, e.g. ".pdf". */
  extension: string;
}

export type UploadCheck =
  | { ok: true; names: string[] }
  | { ok: false; message: (typeof UPLOAD_ERRORS)[keyof typeof UPLOAD_ERRORS] }
  /** A file over the size limit or of a type not accepted (`index` of the first such file). */
  | { ok: false; limit: 'size' | 'type'; index: number };

/** Generated name of an unnamed file: dokument-<date>-<n><ext>, never one already in use. */
export function generatedName(
  dateKey: string,
  index: number,
  extension: string,
  used: Set<string>,
) {
  let n = index + 1;
  let name = `dokument-${dateKey}-${n}${extension}`;
  while (used.has(name.toLowerCase())) name = `dokument-${dateKey}-${++n}${extension}`;
  return name;
}

/** Validates the data to upload; on success returns the final file names. */
export function validateUpload(data: unknown, dateKey: string): UploadCheck {
  if (!Array.isArray(data)) return { ok: false, message: UPLOAD_ERRORS.notArray };
  if (data.length === 0) return { ok: false, message: UPLOAD_ERRORS.empty };
  const items = data as UploadItem[];
  if (items.some((item) => !item || !(item.size > 0))) {
    return { ok: false, message: UPLOAD_ERRORS.noContent };
  }
  const wrongType = items.findIndex(
    (item) => !(UPLOAD_EXTENSIONS as readonly string[]).includes(item.extension.toLowerCase()),
  );
  if (wrongType >= 0) return { ok: false, limit: 'type', index: wrongType };
  const tooLarge = items.findIndex((item) => item.size > MAX_UPLOAD_BYTES);
  if (tooLarge >= 0) return { ok: false, limit: 'size', index: tooLarge };
  const given = items.map((item) => item.name.trim());
  const lower = given.filter(Boolean).map((n) => n.toLowerCase());
  if (new Set(lower).size !== lower.length) return { ok: false, message: UPLOAD_ERRORS.duplicates };
  const used = new Set(lower);
  const names = given.map((name, i) => {
    if (name) return name;
    const generated = generatedName(dateKey, i, items[i]!.extension, used);
    used.add(generated.toLowerCase());
    return generated;
  });
  return { ok: true, names };
}
