import type { AccessRule } from '@/lib/auth/access';

/** The accesses of document distribution (spec 1 §6: DOC*). */
export const vlsAccess = {
  /** Any document access: the tile and the feature. */
  any: { names: ['DOC*'] },
  /** My documents: what the user must read. */
  toRead: { names: ['DOC_TOREAD'] },
  /** All documents (DOC_READ, DOC_READ_ALL, ...). */
  readAll: { names: ['DOC_READ*'] },
  /** Read-receipt follow-up and review of one user. */
  followup: { names: ['DOC_FOLLOWUP'] },
  /** Upload of new documents. */
  upload: { names: ['DOC_UPLOAD'] },
} as const satisfies Record<string, AccessRule>;
