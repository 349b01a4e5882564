import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { fireEvent, render, screen } from '@testing-library/react';
import { FocusKeepingButton } from './focus-keeping-button';

function ThisWeek({ onMove }: { onMove: () => void }) {
  const [away, setAway] = useState(true);
  return (
    <FocusKeepingButton
      unavailable={!away}
      onClick={() => {
        onMove();
        setAway(false);
      }}
    >
      Denna vecka
    </FocusKeepingButton>
  );
}

describe('FocusKeepingButton', () => {
  it('keeps focus when its press makes it unavailable, says so, and then does nothing', () => {
    const onMove = vi.fn();
    render(<ThisWeek onMove={onMove} />);
    const button = screen.getByRole('button', { name: 'Denna vecka' });
    button.focus();
    fireEvent.click(button);
    expect(onMove).toHaveBeenCalledTimes(1);
    expect(button).toHaveAttribute('aria-disabled', 'true');
    expect(button).not.toBeDisabled();
    expect(button).toHaveFocus();
    fireEvent.click(button);
    expect(onMove).toHaveBeenCalledTimes(1);
  });
});
