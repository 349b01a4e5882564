import { useState } from 'react';
import { afterEach, describe, expect, it } from 'vitest';
import { act, cleanup, fireEvent, render, screen } from '@testing-library/react';
import { Modal } from './modal';
import { showToast } from './toast';
import { Toasts } from './toast-region';
import { useTopDialog } from './open-dialogs';

function Page() {
  const [open, setOpen] = useState(false);
  const dialog = useTopDialog();
  return (
    <>
      <button type="button" onClick={() => setOpen(true)}>
        Öppna
      </button>
      {open ? (
        <Modal title="Tjänst 4501" closeLabel="Stäng" onClose={() => setOpen(false)}>
          <p>Innehåll</p>
        </Modal>
      ) : null}
      <Toasts closeLabel="Stäng meddelandet" dialog={dialog} />
    </>
  );
}

const toastText = () => screen.getByText('Listan kunde inte uppdateras.');

describe('Toasts and modal dialogs', () => {
  afterEach(() => {
    for (const t of screen.queryAllByRole('button', { name: 'Stäng meddelandet' }))
      fireEvent.click(t);
    cleanup();
  });

  it('are rendered inside the open modal dialog (drawn above the page and not inert), and back in the page when it closes', () => {
    render(<Page />);
    fireEvent.click(screen.getByRole('button', { name: 'Öppna' }));
    const dialog = document.querySelector('dialog')!;
    act(() => showToast('Listan kunde inte uppdateras.', 'error'));
    expect(dialog.contains(toastText())).toBe(true);
    expect(toastText().closest('[aria-live="polite"]')).not.toBeNull();
    fireEvent.click(screen.getByRole('button', { name: 'Stäng' }));
    expect(document.querySelector('dialog')).toBeNull();
    expect(document.body.contains(toastText())).toBe(true);
  });

  it('stay in the page while no dialog is open', () => {
    render(<Page />);
    act(() => showToast('Listan kunde inte uppdateras.', 'error'));
    expect(toastText().closest('dialog')).toBeNull();
  });
});
