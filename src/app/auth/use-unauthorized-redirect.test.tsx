import { describe, expect, it } from 'vitest';
import { renderHook, waitFor } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { QueryClient } from '@tanstack/react-query';
import { createMemoryRouter } from 'react-router-dom';
import { server } from '../../../mocks/node';
import { request } from '@/lib/api/client';
import { ASK_CREDENTIALS_KEY, mustAskCredentials } from '@/lib/auth/ask-credentials';
import { useSessionStore } from '@/stores/session';
import { demoToken } from '@/test/tokens';
import { useUnauthorizedRedirect } from './use-unauthorized-redirect';

describe('a 401 from an API', () => {
  it('ends the session, goes to the login view, and the next sign-in asks for credentials', async () => {
    useSessionStore.getState().signIn(demoToken('driver'), 'id');
    localStorage.removeItem(ASK_CREDENTIALS_KEY);
    const router = createMemoryRouter([{ path: '*', element: null }], {
      initialEntries: ['/dokument'],
    });
    renderHook(() => useUnauthorizedRedirect(router, new QueryClient()));
    server.use(http.all('*/mock/api/x', () => HttpResponse.json({}, { status: 401 })));

    await expect(request({ host: 'api', path: '/x' })).rejects.toMatchObject({ status: 401 });
    expect(useSessionStore.getState().session).toBeNull();
    await waitFor(() => expect(router.state.location.pathname).toBe('/login'));
    expect(mustAskCredentials()).toBe(true);
  });
});
