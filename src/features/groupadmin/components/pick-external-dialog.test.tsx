import { describe, expect, it, vi, type Mock } from 'vitest';
import type { UseQueryResult } from '@tanstack/react-query';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderWithProviders } from '@/test/render-app';
import type { RecipientGroup } from '@/lib/resources/recipient-groups/recipient-group-schema';
import { PickExternalDialog } from './pick-external-dialog';

/** The group list's query as the dialog reads it: loaded (and empty) unless told. */
const query = (state: Partial<{ isPending: boolean; isError: boolean }>) =>
  ({
    isPending: false,
    isError: false,
    isFetching: false,
    fetchStatus: state.isPending ? 'fetching' : 'idle',
    error: state.isError ? new Error('Nätverksfel') : null,
    data: state.isPending || state.isError ? undefined : [],
    refetch: vi.fn(),
    ...state,
  }) as unknown as UseQueryResult<readonly RecipientGroup[]> & { refetch: Mock };

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

describe('PickExternalDialog phone numbers', () => {
  const choices = [
    {
      name: 'Trafikverket Trafikcentral Malmö',
      mail: 'tc.malmo@trafikverket.se',
      phone: '46104235000',
      roleId: 7,
      groupName: 'Externa busspartner Skåne',
    },
    {
      name: 'Nobina Malmö',
      mail: 'trafik@nobina.se',
      phone: '46705550101;4640123456',
      roleId: 7,
      groupName: 'Externa busspartner Skåne',
    },
  ];

  it('shows the numbers formatted and picks them as stored', async () => {
    const onPick = vi.fn();
    renderWithProviders(
      <PickExternalDialog
        choices={choices}
        groupsQuery={query({})}
        onPick={onPick}
        onClose={vi.fn()}
      />,
      { user: 'admin' },
    );
    const dialog = await screen.findByRole('dialog');
    expect(dialog).toHaveTextContent('tc.malmo@trafikverket.se · 010-423 50 00 · ');
    expect(dialog).toHaveTextContent('trafik@nobina.se · 070-555 01 01, 040-12 34 56 · ');
    expect(dialog).not.toHaveTextContent('46104235000');
    await userEvent.setup().click(screen.getByRole('button', { name: 'Välj Nobina Malmö' }));
    expect(onPick).toHaveBeenCalledWith(choices[1]);
  });

  it('finds a number as shown, as stored and as typed nationally', async () => {
    renderWithProviders(
      <PickExternalDialog
        choices={choices}
        groupsQuery={query({})}
        onPick={vi.fn()}
        onClose={vi.fn()}
      />,
      { user: 'admin' },
    );
    const user = userEvent.setup();
    const filter = await screen.findByRole('searchbox');
    const picks = () =>
      screen.queryAllByRole('button', { name: /^Välj / }).map((b) => b.textContent);
    for (const typed of ['010-423 50 00', '46104235000', '0104235000']) {
      await user.clear(filter);
      await user.type(filter, typed);
      expect(picks(), typed).toEqual(['Välj Trafikverket Trafikcentral Malmö']);
    }
    await user.clear(filter);
    await user.type(filter, '040-12 34');
    expect(picks()).toEqual(['Välj Nobina Malmö']);
  });
});
