import { afterEach, describe, expect, it, vi } from 'vitest';
import { act, fireEvent, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderApp } from '@/test/render-app';
import { writeSettings } from '@/lib/settings';
import { useSessionStore } from '@/stores/session';

/**
 * 'Rensa formuläret' asks in the portal's own dialog (Swedish, or the chosen language), not with
 * the browser's `confirm`: the confirm button empties the form; Avbryt and Escape keep everything
 * and give the focus back to the button.
 */

afterEach(() => vi.restoreAllMocks());

const QUESTION = 'Rensa formuläret? Det du har skrivit försvinner.';
const subject = () => screen.getByRole('textbox', { name: 'Ämne' });
const clearButton = () =>
  screen.getAllByRole('button', { name: 'Rensa formuläret' }).find((b) => !b.closest('dialog'))!;
const discardDialog = () => screen.queryByRole('dialog', { name: 'Rensa formuläret' });

async function openComposeWithSubject() {
  // The browser's confirm must not be asked: were it, it would say yes.
  const confirm = vi.spyOn(window, 'confirm').mockReturnValue(true);
  renderApp('/message/edit', { user: 'dispatcher' });
  await screen.findByRole('checkbox', { name: /Lokförare Skåne/ }, { timeout: 15_000 });
  const user = userEvent.setup();
  await user.type(subject(), 'Signalfel Lund C');
  return { user, confirm };
}

// Whole-app renders: slower than the default 5 s on a busy 2-core machine.
describe('compose: Rensa formuläret', { timeout: 30_000 }, () => {
  it('asks in the portal’s own dialog; Avbryt keeps the form and the focus returns to the button', async () => {
    const { user, confirm } = await openComposeWithSubject();
    await user.click(clearButton());

    const dialog = await screen.findByRole('dialog', { name: 'Rensa formuläret' });
    expect(confirm).not.toHaveBeenCalled();
    expect(dialog).toHaveTextContent(QUESTION);
    expect(within(dialog).getByRole('button', { name: 'Rensa formuläret' })).toBeInTheDocument();

    await user.click(within(dialog).getByRole('button', { name: 'Avbryt' }));
    expect(discardDialog()).toBeNull();
    expect(subject()).toHaveValue('Signalfel Lund C');
    expect(clearButton()).toHaveFocus();
  });

  it('Escape cancels: the form is kept and the focus returns to the button', async () => {
    const { user } = await openComposeWithSubject();
    await user.click(clearButton());
    const dialog = await screen.findByRole('dialog', { name: 'Rensa formuläret' });
    // jsdom has no modal dialog of its own: Escape on a <dialog> is its cancel event.
    act(() => void fireEvent(dialog, new Event('cancel', { cancelable: true })));
    expect(discardDialog()).toBeNull();
    expect(subject()).toHaveValue('Signalfel Lund C');
    expect(clearButton()).toHaveFocus();
  });

  it('the confirm button empties the form, and the kept draft with it', async () => {
    const { user, confirm } = await openComposeWithSubject();
    const draftsBefore = Object.keys(localStorage).filter((k) =>
      localStorage.getItem(k)?.includes('Signalfel Lund C'),
    );
    expect(draftsBefore).not.toEqual([]);
    await user.click(clearButton());
    const dialog = await screen.findByRole('dialog', { name: 'Rensa formuläret' });
    await user.click(within(dialog).getByRole('button', { name: 'Rensa formuläret' }));
    expect(discardDialog()).toBeNull();
    expect(confirm).not.toHaveBeenCalled();
    expect(subject()).toHaveValue('');
    expect(
      draftsBefore.filter((k) => localStorage.getItem(k)?.includes('Signalfel Lund C')),
    ).toEqual([]);
  });

  it('speaks the chosen language (English), not the browser’s', async () => {
    vi.spyOn(window, 'confirm').mockReturnValue(false);
    renderApp('/message/edit', { user: 'dispatcher' });
    act(() => writeSettings(useSessionStore.getState().session!.userId, { language: 'en' }));
    const user = userEvent.setup();
    await user.click(
      await screen.findByRole('button', { name: 'Clear the form' }, { timeout: 15_000 }),
    );
    const dialog = await screen.findByRole('dialog', { name: 'Clear the form' });
    expect(dialog).toHaveTextContent('Clear the form? What you typed will be gone.');
    expect(within(dialog).getByRole('button', { name: 'Cancel' })).toBeInTheDocument();
    expect(within(dialog).getByRole('button', { name: 'Clear the form' })).toBeInTheDocument();
  });
});
