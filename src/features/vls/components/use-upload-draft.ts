import { useSession } from '@/stores/session';
import { useCurrentDistrict } from '@/stores/district';
import { useStoredState } from '@/lib/use-stored-state';

/** What the user has filled in about the documents (kept so that nothing typed is lost). */
export interface UploadDraft {
  processTagId: number | null;
  readReceipt: boolean;
  author: string;
  validFrom: string | null;
  validTo: string | null;
  districts: number[];
  version: string;
}

const dateKey = (v: unknown) => (typeof v === 'string' && /^\d{4}-\d{2}-\d{2}$/.test(v) ? v : null);

function parse(raw: unknown): UploadDraft | null {
  if (!raw || typeof raw !== 'object') return null;
  const v = raw as Record<string, unknown>;
  return {
    processTagId: Number.isInteger(v.processTagId) ? (v.processTagId as number) : null,
    readReceipt: v.readReceipt === true,
    author: typeof v.author === 'string' ? v.author : '',
    validFrom: dateKey(v.validFrom),
    validTo: dateKey(v.validTo),
    districts: Array.isArray(v.districts) ? v.districts.filter(Number.isInteger) : [],
    version: typeof v.version === 'string' ? v.version : '1.0',
  };
}

/**
 * The upload form's draft in sessionStorage (per user): survives a failed upload and a reload.
 * A new draft is for the current district only where the user may upload (`uploadDistricts`),
 * else for the one district where they may, else for none: the user chooses.
 */
export function useUploadDraft(uploadDistricts: readonly number[]) {
  const session = useSession();
  const current = useCurrentDistrict();
  return useStoredState<UploadDraft>(
    `pp.vls.uploadDraft.${session?.userId ?? ''}`,
    {
      processTagId: null,
      readReceipt: true,
      author: session?.name ?? '',
      validFrom: null,
      validTo: null,
      districts:
        current !== null && uploadDistricts.includes(current)
          ? [current]
          : uploadDistricts.length === 1
            ? [...uploadDistricts]
            : [],
      version: '1.0',
    },
    parse,
  );
}
