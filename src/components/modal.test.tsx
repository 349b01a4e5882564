import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { render, screen } from '@testing-library/react';
import { Modal } from './modal';

/**
 * jsdom has no `showModal` or `close`: they are given here as a browser has them (close takes
 * the `open` attribute away and fires `close` in a later task), to close the dialog as the
 * browser does on a second Escape, which a page cannot refuse.
 */
const proto = HTMLDialogElement.prototype as Partial<HTMLDialogElement>;
beforeEach(() => {
  proto.showModal = function (this: HTMLDialogElement) {
    this.setAttribute('open', '');
  };
  proto.close = function (this: HTMLDialogElement) {
    if (!this.open) return;
    this.removeAttribute('open');
    setTimeout(() => this.dispatchEvent(new Event('close')));
  };
});
afterEach(() => {
  delete proto.showModal;
  delete proto.close;
});

function show(closeDisabled: boolean, onClose = vi.fn()) {
  render(
    <Modal title="Ny kontroll" closeLabel="Stäng" onClose={onClose} closeDisabled={closeDisabled}>
      <p>Innehåll</p>
    </Modal>,
  );
  return { dialog: screen.getByRole('dialog', { name: 'Ny kontroll' }), onClose };
}

const nextTask = () => new Promise((resolve) => setTimeout(resolve));

describe('Modal closed by the browser itself', () => {
  it('opens again while it may not be closed (a save runs)', async () => {
    const { dialog, onClose } = show(true);
    (dialog as HTMLDialogElement).close();
    await nextTask();
    expect((dialog as HTMLDialogElement).open).toBe(true);
    expect(onClose).not.toHaveBeenCalled();
  });

  it('tells its owner it closed when it may be closed', async () => {
    const { dialog, onClose } = show(false);
    (dialog as HTMLDialogElement).close();
    await nextTask();
    expect(onClose).toHaveBeenCalledTimes(1);
  });

  it('does not call onClose when it closes because it is unmounted', async () => {
    const onClose = vi.fn();
    const { unmount } = render(
      <Modal title="Ny kontroll" closeLabel="Stäng" onClose={onClose}>
        <p>Innehåll</p>
      </Modal>,
    );
    unmount();
    await nextTask();
    expect(onClose).not.toHaveBeenCalled();
  });
});
