import { afterEach, describe, expect, it } from 'vitest';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { server } from '../../../../mocks/node';
import { renderWithProviders } from '@/test/render-app';
import type { Message } from '../api/schemas';
import { ThreadView } from './thread-view';

const opened: Message = {
  ID: 4711,
  ParentID: 1,
  DistrictID: 4,
  Subject: 'Signalfel Hässleholm',
  Body: 'Förseningar norrut.',
  Created: new Date(Date.now() - 3_600_000),
  ValidFrom: new Date(Date.now() - 3_600_000),
  ValidTo: new Date(Date.now() + 3_600_000),
  Number: 0,
  To: [],
  CustomData: [],
  UserRead: null,
  UserChecked: null,
  ReadReceipt: false,
  HTML: false,
  SystemID: 2,
  TypeID: 1,
  SenderUserID: '',
};

afterEach(() => server.resetHandlers());

describe('ThreadView', () => {
  it('says when the thread could not be read, shows the opened message, and retries', async () => {
    let fail = true;
    server.use(
      http.get('*/mock/msg/message/filter', () =>
        fail ? HttpResponse.json({ message: 'Tjänsten svarar inte' }, { status: 500 }) : undefined,
      ),
    );
    renderWithProviders(<ThreadView message={opened} />, { user: 'dispatcher' });
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent(
      'Hela tråden kunde inte hämtas; bara det öppnade meddelandet visas.',
    );
    expect(screen.getByText('Signalfel Hässleholm')).toBeInTheDocument();
    fail = false;
    await userEvent.click(within(alert).getByRole('button', { name: 'Försök igen' }));
    await expect.poll(() => screen.queryByRole('alert')).toBeNull();
    expect(screen.getByText('Signalfel Hässleholm')).toBeInTheDocument();
  });
});
