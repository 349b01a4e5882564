import { render } from '@testing-library/react';
import { QueryClientProvider } from '@tanstack/react-query';
import { createMemoryRouter, RouterProvider } from 'react-router-dom';
import type { ReactElement } from 'react';
import { createQueryClient } from '@/app/query-client';
import { routes } from '@/app/router';
import { useSessionStore } from '@/stores/session';
import { useDistrictStore } from '@/stores/district';
import type { DemoUser } from '../../mocks/seed/demo-users';
import { demoToken } from './tokens';

export interface RenderOptions {
  /** Sign in as this demo user first (default: none). */
  user?: DemoUser['key'];
  /** Or with this token. */
  token?: string;
  /** Start in this district instead of the user's default. */
  districtId?: number;
}

function signIn({ user, token, districtId }: RenderOptions) {
  useSessionStore.getState().signOut();
  const t = token ?? (user ? demoToken(user) : null);
  if (t) useSessionStore.getState().signIn(t);
  const session = useSessionStore.getState().session;
  useDistrictStore.setState({ districtId: districtId ?? session?.defaultDistrictId ?? null });
}

/** The whole app (real providers and routes) at `url`, against the MSW mock backend. */
export function renderApp(url = '/', options: RenderOptions = {}) {
  signIn(options);
  const queryClient = createQueryClient();
  queryClient.setDefaultOptions({
    queries: { ...queryClient.getDefaultOptions().queries, retry: false },
  });
  const router = createMemoryRouter(routes, { initialEntries: [url] });
  const result = render(
    <QueryClientProvider client={queryClient}>
      <RouterProvider router={router} />
    </QueryClientProvider>,
  );
  return { ...result, router, queryClient };
}

/** One component inside the real providers (no routes), for focused component tests. */
export function renderWithProviders(ui: ReactElement, options: RenderOptions = {}) {
  signIn(options);
  const queryClient = createQueryClient();
  queryClient.setDefaultOptions({
    queries: { ...queryClient.getDefaultOptions().queries, retry: false },
  });
  const router = createMemoryRouter([{ path: '*', element: ui }], { initialEntries: ['/'] });
  const result = render(
    <QueryClientProvider client={queryClient}>
      <RouterProvider router={router} />
    </QueryClientProvider>,
  );
  return { ...result, router, queryClient };
}
