import { describe, expect, it } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { delay, http, HttpResponse } from 'msw';
import { server } from '../../../../mocks/node';
import { renderApp } from '@/test/render-app';

const person = (UserId: string, FirstName: string, LastName: string) => ({
  employeeNumber: UserId,
  UserId,
  FirstName,
  LastName,
  DefaultDistrictId: 4,
  DutySiteIDs: [],
  Roles: [],
  DocumentCount: 3,
  UnreadCount: 1,
});

// The whole app renders: on a shared, busy machine that can take longer than Vitest's 5 s.
describe('follow-up user search', { timeout: 30_000 }, () => {
  it('discards a slower, older answer: the list shows what was searched last', async () => {
    const asked: string[] = [];
    const aborted: string[] = [];
    server.use(
      http.get('*/mock/doc/v1/document/searchusers', async ({ request }) => {
        const word = new URL(request.url).searchParams.get('searchword') ?? '';
        asked.push(word);
        request.signal.addEventListener('abort', () => aborted.push(word));
        if (word === 'an') {
          await delay(600);
          return HttpResponse.json([person('1', 'Anders', 'Berg'), person('2', 'Anna', 'Ek')]);
        }
        return HttpResponse.json([person('2', 'Anna', 'Ek')]);
      }),
    );
    const user = userEvent.setup();
    renderApp('/vls/followupReadingRecipt', { user: 'admin' });
    await user.click(await screen.findByRole('radio', { name: 'Per användare' }));
    const search = await screen.findByRole('searchbox', { name: 'Sök användare' });

    await user.type(search, 'an');
    await waitFor(() => expect(asked).toEqual(['an']));
    await user.type(search, 'na');
    await waitFor(() => expect(asked).toEqual(['an', 'anna']));

    const table = await screen.findByRole('table');
    await waitFor(() => expect(within(table).getAllByRole('row')).toHaveLength(2));
    expect(within(table).getByRole('link', { name: 'Anna Ek' })).toBeInTheDocument();
    // The old answer would have arrived by now; it neither shows nor replaces the new one.
    await delay(800);
    expect(within(table).queryByRole('link', { name: 'Anders Berg' })).not.toBeInTheDocument();
    expect(within(table).getAllByRole('row')).toHaveLength(2);
    expect(aborted).toEqual(['an']);
  });

  it('refuses an empty search with the spec text and sends nothing', async () => {
    const asked: string[] = [];
    server.use(
      http.get('*/mock/doc/v1/document/searchusers', ({ request }) => {
        asked.push(request.url);
        return HttpResponse.json([]);
      }),
    );
    const user = userEvent.setup();
    renderApp('/vls/followupReadingRecipt', { user: 'admin' });
    await user.click(await screen.findByRole('radio', { name: 'Per användare' }));
    await user.click(await screen.findByRole('button', { name: 'Sök' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Text parameter is not included or is empty',
    );
    expect(asked).toEqual([]);
  });
});
