import { describe, expect, it, vi } from 'vitest';
import { fireEvent, render, screen } from '@testing-library/react';
import { FilterField } from './filter-field';

describe('FilterField', () => {
  it('is a search box named by the common "Filtrera" unless given a label', () => {
    render(<FilterField value="" onChange={() => {}} />);
    const box = screen.getByRole('searchbox', { name: 'Filtrera' });
    expect(box).not.toHaveAttribute('placeholder');
    expect(box).not.toHaveAttribute('aria-describedby');
  });

  it('carries a placeholder and a description when given, and reports what is typed', () => {
    const onChange = vi.fn();
    render(
      <>
        <FilterField
          label="Sök"
          value="M"
          placeholder="Tjänst, namn, nummer, telefon eller tåg"
          describedBy="hint"
          onChange={onChange}
        />
        <p id="hint">Skriv minst 2 tecken för att söka.</p>
      </>,
    );
    const box = screen.getByRole('searchbox', { name: 'Sök' });
    expect(box).toHaveAttribute('placeholder', 'Tjänst, namn, nummer, telefon eller tåg');
    expect(box).toHaveAccessibleDescription('Skriv minst 2 tecken för att söka.');
    fireEvent.change(box, { target: { value: 'M1' } });
    expect(onChange).toHaveBeenCalledWith('M1');
  });
});
