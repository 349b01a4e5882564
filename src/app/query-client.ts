import { MutationCache, QueryCache, QueryClient } from '@tanstack/react-query';
import { isApiError, shouldRetry } from '@/lib/api/api-error';
import { showToast } from '@/components/toast';

/**
 * Server state lives here. A failed background refetch (data already on screen) gets one toast;
 * a first load's failure is shown by the view itself. Mutations own their messages.
 */
export function createQueryClient(): QueryClient {
  const queryClient: QueryClient = new QueryClient({
    queryCache: new QueryCache({
      onError: (error, query) => {
        if (query.state.data === undefined) return;
        if (isApiError(error) && error.status === 401) return;
        showToast(error.message, 'error');
      },
    }),
    mutationCache: new MutationCache(),
    defaultOptions: {
      queries: {
        retry: shouldRetry,
        staleTime: 30_000,
        refetchOnWindowFocus: false,
        // Reads keep React Query's networkMode 'online': without network a read is paused and
        // resumed when the browser is back online; views say so (QueryState, the staff list).
      },
      // A change is tried at once, also when the browser says it is offline: the user is told
      // straight away (the Swedish network message) and decides, rather than a change that
      // waits unseen and goes out later, when the dispatcher may have done it another way.
      mutations: { retry: false, networkMode: 'always' },
    },
  });
  return queryClient;
}
