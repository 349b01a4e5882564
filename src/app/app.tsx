import { lazy, Suspense, useEffect, useState } from 'react';
import { QueryClientProvider } from '@tanstack/react-query';
import { RouterProvider } from 'react-router-dom';
import { createQueryClient } from './query-client';
import { createRouter } from './router';
import { useUnauthorizedRedirect } from './auth/use-unauthorized-redirect';
import type { HandoverDecision } from './boot/handover-decision';
import { onHandoverAsk } from './boot/watch-handovers';

// Asked only when a link hands over another user's token: loaded then, not with every start.
// Should it fail to load (offline, a tab older than a deploy), nothing is asked and the session
// stays as it is, as when the user keeps it: never a blank page.
const HandoverPrompt = lazy(() =>
  import('./auth/handover-prompt').then(
    (m) => ({ default: m.HandoverPrompt }),
    () => ({ default: () => null }),
  ),
);

/** The portal: server state, routes; a question when a link hands over another user's token. */
export function App({ handover: atStart }: { handover?: HandoverDecision }) {
  // Each question is its own (`asked` counts them): the same link followed again after the user
  // kept the session asks again.
  const [{ handover, asked }, setAsk] = useState({ handover: atStart, asked: 0 });
  // A link into this tab later on may hand over another user's token too.
  useEffect(
    () => onHandoverAsk((next) => setAsk((ask) => ({ handover: next, asked: ask.asked + 1 }))),
    [],
  );
  const [queryClient] = useState(createQueryClient);
  const [router] = useState(createRouter);
  useUnauthorizedRedirect(router, queryClient);
  return (
    <QueryClientProvider client={queryClient}>
      <RouterProvider router={router} />
      {handover?.kind === 'ask' ? (
        <Suspense fallback={null}>
          <HandoverPrompt key={asked} {...handover} />
        </Suspense>
      ) : null}
    </QueryClientProvider>
  );
}
