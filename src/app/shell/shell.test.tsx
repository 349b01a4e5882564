import { describe, expect, it } from 'vitest';
import { screen } from '@testing-library/react';
import { renderApp } from '@/test/render-app';

describe('shell', () => {
  it('shows the user, and the districts the user holds access for', async () => {
    renderApp('/', { user: 'dispatcher' });
    expect(await screen.findByText('Karin Sjöberg')).toBeInTheDocument();
    const picker = await screen.findByRole('combobox', { name: 'Trafikdistrikt' });
    expect(await screen.findByRole('option', { name: 'Skåne' })).toBeInTheDocument();
    const names = [...(picker as HTMLSelectElement).options].map((o) => o.textContent);
    expect(names).toEqual(['Skåne', 'Östergötland', 'Kalmar–Kronoberg']);
  });

  it('sends a visitor without a session to the login view', async () => {
    renderApp('/vls/mydocs');
    expect(await screen.findByRole('button', { name: 'Logga in' })).toBeInTheDocument();
  });
});
