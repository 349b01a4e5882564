import { describe, expect, it } from 'vitest';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderApp } from '@/test/render-app';

/** The edit page in jsdom against the mock msg host (failures injected per call). */
const failCalls = (rules: unknown[]) =>
  fetch('http://localhost/mock/__control', {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ failCalls: rules }),
  });

async function fillGroup(name: string) {
  const user = userEvent.setup();
  const fields = await screen.findByRole('group', { name: 'Gruppen' });
  await user.type(within(fields).getByLabelText('Namn'), name);
  const district = within(fields).getByRole('combobox', { name: 'Distrikt' });
  await within(district).findByRole('option', { name: 'Skåne' });
  await user.selectOptions(district, 'Skåne');
  await user.type(within(fields).getByLabelText('Avsändare (e-post)'), 'trafik@tagbolaget.se');
  const role = screen.getByRole('combobox', { name: 'Lägg till roll' });
  await within(role).findByRole('option', { name: 'Driver' });
  await user.selectOptions(role, 'Driver');
  await user.click(screen.getByRole('button', { name: 'Lägg till roll' }));
  return { user, fields };
}

// A whole-app render with many calls: slower than the default 5 s on a busy 2-core machine.
describe('group edit page', { timeout: 30_000 }, () => {
  it('moves a half-saved new group to its own page, and "new" opens empty again', async () => {
    const { router } = renderApp('/message/groupadmin/edit', { user: 'admin' });
    const { user, fields } = await fillGroup('Halvsparad');
    await failCalls([{ method: 'POST', path: '/GroupRoleRecipient', status: 500 }]);
    fireEvent.click(screen.getByRole('button', { name: 'Spara' }));
    // Nothing typed while saving can get lost: the fields are closed until the save is done.
    expect(within(fields).getByLabelText('Namn')).toBeDisabled();
    expect(screen.getByRole('combobox', { name: 'Lägg till roll' })).toBeDisabled();

    expect(
      await screen.findByRole('heading', { name: 'Mottagargrupp Halvsparad' }),
    ).toBeInTheDocument();
    expect(router.state.location.pathname).toMatch(/^\/message\/groupadmin\/edit\/\d+$/);
    expect(await screen.findByText(/Roll Driver: lades inte till \(500/)).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Ta bort gruppen' })).toBeInTheDocument();
    expect(screen.getByLabelText('Namn')).toHaveValue('Halvsparad');
    expect(screen.queryByText('Osparade ändringar från tidigare har återställts.')).toBeNull();

    await user.click(screen.getByRole('link', { name: 'Tillbaka till listan' }));
    expect(await screen.findByRole('heading', { name: 'Mottagargrupper' })).toBeInTheDocument();
    await router.navigate('/message/groupadmin/edit');
    expect(await screen.findByRole('heading', { name: 'Ny mottagargrupp' })).toBeInTheDocument();
    expect(screen.getByLabelText('Namn')).toHaveValue('');
    expect(screen.queryByRole('button', { name: 'Ta bort gruppen' })).toBeNull();
  });

  it('focuses the first invalid field and announces the errors on the first save', async () => {
    renderApp('/message/groupadmin/edit', { user: 'admin' });
    const user = userEvent.setup();
    await screen.findByRole('heading', { name: 'Ny mottagargrupp' });
    await user.click(screen.getByRole('button', { name: 'Spara' }));
    const summary = await screen.findByRole('alert');
    expect(summary).toHaveTextContent('Ange ett namn på gruppen.');
    expect(summary).toHaveTextContent('Ange en giltig e-postadress som avsändare.');
    await waitFor(() => expect(screen.getByLabelText('Namn')).toHaveFocus());
  });

  it('keeps the draft behind "Tillbaka till listan"; a non-numeric id is not found', async () => {
    const { router } = renderApp('/message/groupadmin/edit/abc', { user: 'admin' });
    expect(await screen.findByText('Mottagargruppen finns inte (längre).')).toBeInTheDocument();
    expect(screen.queryByLabelText('Namn')).toBeNull();
    await router.navigate('/message/groupadmin/edit');
    const user = userEvent.setup();
    await user.type(await screen.findByLabelText('Namn'), 'Utkast');
    await user.click(screen.getByRole('link', { name: 'Tillbaka till listan' }));
    await screen.findByRole('heading', { name: 'Mottagargrupper' });
    await router.navigate('/message/groupadmin/edit');
    expect(await screen.findByLabelText('Namn')).toHaveValue('Utkast');
  });

  it("shows the duty sites' load error with a retry", async () => {
    await failCalls([{ method: 'GET', path: '/dutysite/list', status: 500 }]);
    renderApp('/message/groupadmin/edit', { user: 'admin' });
    const user = userEvent.setup();
    const failed = await screen.findByRole('alert');
    expect(failed).toHaveTextContent('Tjänsteställena kunde inte hämtas.');
    await user.click(within(failed).getByRole('button', { name: 'Försök igen' }));
    await waitFor(() =>
      expect(screen.queryByText(/Tjänsteställena kunde inte hämtas\./)).toBeNull(),
    );
  });
});
