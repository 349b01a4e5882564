import { describe, expect, it, vi } from 'vitest';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderWithProviders } from '@/test/render-app';
import { PickExternalDialog } from './pick-external-dialog';

const query = (state: Partial<{ isPending: boolean; isError: boolean }>) => ({
  isPending: false,
  isError: false,
  refetch: vi.fn(),
  ...state,
});

describe('PickExternalDialog', () => {
  it('says "Laddar …" while the group list loads, not that there is nothing', async () => {
    renderWithProviders(
      <PickExternalDialog
        choices={[]}
        groupsQuery={query({ isPending: true })}
        onPick={vi.fn()}
        onClose={vi.fn()}
      />,
      { user: 'admin' },
    );
    expect(await screen.findByRole('status')).toHaveTextContent('Laddar …');
    expect(screen.queryByText(/Det finns inga andra externa/)).toBeNull();
  });

  it('shows the load error with a retry when the group list failed', async () => {
    const failed = query({ isError: true });
    renderWithProviders(
      <PickExternalDialog choices={[]} groupsQuery={failed} onPick={vi.fn()} onClose={vi.fn()} />,
      { user: 'admin' },
    );
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Det gick inte att hämta mottagargrupperna.',
    );
    expect(screen.queryByText(/Det finns inga andra externa/)).toBeNull();
    await userEvent.setup().click(screen.getByRole('button', { name: 'Försök igen' }));
    expect(failed.refetch).toHaveBeenCalled();
  });

  it('says there is nothing to pick once the list is loaded and empty', async () => {
    renderWithProviders(
      <PickExternalDialog
        choices={[]}
        groupsQuery={query({})}
        onPick={vi.fn()}
        onClose={vi.fn()}
      />,
      { user: 'admin' },
    );
    expect(
      await screen.findByText('Det finns inga andra externa mottagare att välja.'),
    ).toBeInTheDocument();
  });
});
