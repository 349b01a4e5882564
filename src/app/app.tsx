import { useEffect, useState } from 'react';
import { QueryClientProvider } from '@tanstack/react-query';
import { RouterProvider } from 'react-router-dom';
import { createQueryClient } from './query-client';
import { createRouter } from './router';
import { useUnauthorizedRedirect } from './auth/use-unauthorized-redirect';
import { HandoverPrompt } from './auth/handover-prompt';
import type { HandoverDecision } from './boot/handover-decision';
import { onHandoverAsk } from './boot/apply-handover';

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
      {handover?.kind === 'ask' ? <HandoverPrompt key={handover.token} {...handover} /> : null}
    </QueryClientProvider>
  );
}
