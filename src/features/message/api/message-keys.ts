/** The one query-key factory of traffic messages (the districts in every district-bound key). */
export interface ListFilter {
  /** The day shown, yyyy-MM-dd (sent fixed to noon). */
  day: string;
  showInactive: boolean;
  districts: readonly number[];
}

export const messageKeys = {
  all: ['message'] as const,
  lists: () => [...messageKeys.all, 'list'] as const,
  list: (filter: ListFilter) => [...messageKeys.lists(), filter] as const,
  /** Under the lists: a send that invalidates the lists refreshes the thread too. */
  thread: (id: number) => [...messageKeys.lists(), 'thread', id] as const,
  detail: (id: number) => [...messageKeys.all, 'detail', id] as const,
};
