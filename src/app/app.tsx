import { lazy, Suspense, useEffect, useState } from 'react';
import { QueryClientProvider } from '@tanstack/react-query';
import { RouterProvider } from 'react-router-dom';
import { createQueryClient } from './query-client';
import { createRouter } from './router';
import { useUnauthorizedRedirect } from './auth/use-unauthorized-redirect';
import type { HandoverDecision } from './boot/handover-decision';
import { onHandoverAsk } from './boot/apply-handover';

// Asked only when a link hands over another user's token: loaded then, not with every start.
const HandoverPrompt = lazy(() =>
  import('./auth/handover-prompt').then((m) => ({ default: m.HandoverPrompt })),
);

/** The portal: server state, routes; a question when a link hands over another user's token. */
export function App({ handover: atStart }: { handover?: HandoverDecision }) {
  const [handover, setHandover] = useState(atStart);
  // A link into this tab later on may hand over another user's token too.
  useEffect(() => onHandoverAsk(setHandover), []);
  const [queryClient] = useState(createQueryClient);
  const [router] = useState(createRouter);
  useUnauthorizedRedirect(router, queryClient);
  return (
    <QueryClientProvider client={queryClient}>
      <RouterProvider router={router} />
      {handover?.kind === 'ask' ? (
        <Suspense fallback={null}>
          <HandoverPrompt key={handover.token} {...handover} />
        </Suspense>
      ) : null}
    </QueryClientProvider>
  );
}
