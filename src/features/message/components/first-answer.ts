import type { UseQueryResult } from '@tanstack/react-query';

/**
 * A query's first answer is on its way (no data yet, no failure, not paused offline). A message
 * view waits for the answers that change its size before it draws (the recipient groups, an
 * update's thread): drawn first with a stand-in ('Laddar …', 'Grupp 8', the opened message
 * alone), the answer then moved everything under it (layout shifts of 0.03–0.12 under
 * Lighthouse, and a field moving under the pointer). A failed first try no longer holds the view:
 * it is drawn with that part's own state (its retry).
 */
export const firstAnswerPending = (query: UseQueryResult<unknown>): boolean =>
  query.isPending &&
  query.fetchStatus === 'fetching' &&
  query.failureCount === 0 &&
  // Once failed, never again: a new fetch of a query without data is 'pending' once more (its
  // failure count back at 0), and the view's parts that read it refetch when they mount, so the
  // view would go back to 'Laddar …', unmount them, draw them again, and so on for ever.
  query.errorUpdateCount === 0;
