import { describe, expect, it } from 'vitest';
import { act, fireEvent, render, screen } from '@testing-library/react';
import { useState } from 'react';
import { createMemoryRouter, RouterProvider } from 'react-router-dom';
import { useSessionStore } from '@/stores/session';
import { demoToken } from '@/test/tokens';
import { RequireSession } from './require-session';

// What a view holds only in memory (a search typed, a dialog opened): no store keeps it.
function UnsavedView() {
  const [text, setText] = useState('');
  return <input aria-label="Sök" value={text} onChange={(e) => setText(e.target.value)} />;
}

function renderGuarded() {
  const router = createMemoryRouter(
    [
      { path: '/login', element: <p>Inloggning</p> },
      { element: <RequireSession />, children: [{ path: '/', element: <UnsavedView /> }] },
    ],
    { initialEntries: ['/'] },
  );
  render(<RouterProvider router={router} />);
}

/** The dispatcher signed in, with 'Karin' typed in the view. */
function typedAsDispatcher() {
  useSessionStore.getState().signOut();
  useSessionStore.getState().signIn(demoToken('dispatcher'));
  renderGuarded();
  fireEvent.change(screen.getByRole('textbox', { name: 'Sök' }), { target: { value: 'Karin' } });
}

describe('RequireSession at a shared PC', () => {
  it('starts the view over when another user signs in (in this tab or another)', () => {
    typedAsDispatcher();
    act(() => void useSessionStore.getState().signIn(demoToken('driver')));
    expect(screen.getByRole('textbox', { name: 'Sök' })).toHaveValue('');
  });

  it('keeps what the user typed when the same user gets a new token', () => {
    typedAsDispatcher();
    const first = useSessionStore.getState().session?.token;
    act(() => void useSessionStore.getState().signIn(demoToken('dispatcher', { jti: 'renewed' })));
    expect(useSessionStore.getState().session?.token).not.toBe(first);
    expect(screen.getByRole('textbox', { name: 'Sök' })).toHaveValue('Karin');
  });
});
