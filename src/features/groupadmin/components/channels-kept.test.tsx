import { describe, expect, it } from 'vitest';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { getResponse, http } from 'msw';
import { server } from '../../../../mocks/node';
import { handlers } from '../../../../mocks/handlers';
import { renderApp } from '@/test/render-app';

/**
 * RecipientTypes is not in spec 2 §7: a server may ignore it. The saved group is read back and
 * the user told plainly when its channels are not those saved.
 */
function serverIgnoresChannels() {
  const drop = async ({ request }: { request: Request }) => {
    const body = (await request.json()) as Record<string, unknown>;
    delete body.RecipientTypes;
    const init = { method: request.method, headers: request.headers, body: JSON.stringify(body) };
    return getResponse(handlers, new Request(request.url, init));
  };
  server.use(
    http.post('*/mock/msg/RecipientGroup', drop),
    http.put('*/mock/msg/RecipientGroup/:id', drop),
  );
}

const NOT_KEPT = /Gruppen sparades, men servern behöll inte kanalerna\./;

async function toggleSms() {
  const user = userEvent.setup();
  const fields = await screen.findByRole('group', { name: 'Gruppen' });
  const channels = within(fields).getByRole('group', { name: 'Kanaler' });
  await user.click(within(channels).getByRole('checkbox', { name: 'SMS' }));
  return { user, fields };
}

describe('channels the server did not keep', { timeout: 30_000 }, () => {
  it('an existing group: says so, and shows the channels the server holds', async () => {
    serverIgnoresChannels();
    renderApp('/message/groupadmin/edit/4', { user: 'admin' });
    const { user } = await toggleSms();
    const sms = screen.getByRole('checkbox', { name: 'SMS' });
    const wanted = (sms as HTMLInputElement).checked;
    await user.click(screen.getByRole('button', { name: 'Spara' }));
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent(NOT_KEPT);
    expect(alert).toHaveTextContent(/Valda kanaler: .*Gruppen har nu: /);
    expect(screen.getByRole('checkbox', { name: 'SMS' })).toHaveProperty('checked', !wanted);
  });

  it('a new group: its own page says so', async () => {
    serverIgnoresChannels();
    const { router } = renderApp('/message/groupadmin/edit', { user: 'admin' });
    const { user, fields } = await toggleSms();
    await user.type(within(fields).getByLabelText('Namn'), 'Kanaler ignoreras');
    const district = within(fields).getByRole('combobox', { name: 'Distrikt' });
    await within(district).findByRole('option', { name: 'Skåne' });
    await user.selectOptions(district, 'Skåne');
    await user.type(within(fields).getByLabelText('Avsändare (e-post)'), 'trafik@tagbolaget.se');
    await user.click(screen.getByRole('button', { name: 'Spara' }));
    const alert = await screen.findByText(NOT_KEPT);
    expect(alert).toHaveTextContent(
      'Valda kanaler: E-post, App, SMS. Gruppen har nu: E-post, App.',
    );
    expect(router.state.location.pathname).toMatch(/^\/message\/groupadmin\/edit\/\d+$/);
    // The group as the server holds it, not the draft (which went with the save).
    expect(await screen.findByRole('checkbox', { name: 'SMS' })).not.toBeChecked();
    expect(screen.queryByText('Osparade ändringar från tidigare har återställts.')).toBeNull();
  });

  it('a server that keeps them: back to the list, nothing said', async () => {
    const { router } = renderApp('/message/groupadmin/edit/4', { user: 'admin' });
    const { user } = await toggleSms();
    await user.click(screen.getByRole('button', { name: 'Spara' }));
    await screen.findByRole('heading', { name: 'Mottagargrupper' });
    expect(router.state.location.pathname).toBe('/message/groupadmin');
    expect(screen.queryByText(NOT_KEPT)).toBeNull();
  });
});
