/** The one query-key factory of the documents feature (district in every district-bound key). */
export interface FollowupFilter {
  /** null: every district where the user holds DOC_FOLLOWUP. */
  districtId: number | null;
  dutySiteId: number | null;
}

export const vlsKeys = {
  all: ['vls'] as const,
  tags: (districtId: number | null, userId: string) =>
    [...vlsKeys.all, 'tags', { districtId, userId }] as const,
  documents: () => [...vlsKeys.all, 'documents'] as const,
  /** The user's own documents in every district (what a receipt patches). */
  mine: (userId: string) => [...vlsKeys.documents(), 'mine', userId] as const,
  myDocuments: (districtId: number | null, userId: string) =>
    [...vlsKeys.mine(userId), { districtId }] as const,
  allDocuments: (districtId: number | null, tagIds: readonly number[], userId: string) =>
    [...vlsKeys.documents(), 'all', { districtId, tagIds, userId }] as const,
  userDocuments: (districtId: number | null, userId: string) =>
    [...vlsKeys.documents(), 'user', { districtId, userId }] as const,
  followup: () => [...vlsKeys.all, 'followup'] as const,
  followupDocuments: (filter: FollowupFilter, userId: string) =>
    [...vlsKeys.followup(), 'documents', { ...filter, userId }] as const,
  documentUsers: (documentId: number, filter: FollowupFilter) =>
    [...vlsKeys.followup(), 'documentUsers', documentId, filter] as const,
  searchUsers: (word: string, filter: FollowupFilter) =>
    [...vlsKeys.followup(), 'search', word, filter] as const,
  summary: (documentId: number) => [...vlsKeys.followup(), 'summary', documentId] as const,
  /** Mutation key of the user's receipts (rows read their pending state by it). */
  mark: (userId: string) => [...vlsKeys.all, 'mark', userId] as const,
  /** Mutation key of a file's upload. */
  upload: () => [...vlsKeys.all, 'upload'] as const,
};
