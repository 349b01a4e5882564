import { describe, expect, it } from 'vitest';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useQuery } from '@tanstack/react-query';
import { renderWithProviders } from '@/test/render-app';
import { ApiError } from '@/lib/api/api-error';
import { Alert } from './alert';
import { QueryFailure } from './query-state';

const calls = { count: 0 };

/** A query that fails with a 503 the first time and answers the second. */
function Places() {
  const query = useQuery({
    queryKey: ['test', 'places'],
    queryFn: () => {
      calls.count += 1;
      if (calls.count === 1) throw new ApiError(503, 'Platstjänsten är nere', '/places');
      return Promise.resolve(['LU']);
    },
  });
  return (
    <>
      <QueryFailure query={query} text={(detail) => `Platserna kunde inte hämtas: ${detail}`} />
      {query.data ? <p>{query.data.join(', ')}</p> : null}
    </>
  );
}
describe('a failure shown to the user', () => {
  it("a query's failure: its sentence with the server's status, and a retry that asks again", async () => {
    renderWithProviders(<Places />);
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('Platserna kunde inte hämtas: 503 Platstjänsten är nere');
    await userEvent.click(screen.getByRole('button', { name: 'Försök igen' }));
    expect(await screen.findByText('LU')).toBeInTheDocument();
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it('an Alert with nothing to say stays an empty live region; with an id a field can name it', () => {
    const { rerender } = render(<Alert id="time-error" />);
    expect(screen.getByRole('alert')).toBeEmptyDOMElement();
    rerender(<Alert id="time-error">Tiden saknas.</Alert>);
    expect(screen.getByRole('alert')).toHaveAttribute('id', 'time-error');
    expect(screen.getByRole('alert')).toHaveTextContent('Tiden saknas.');
  });
});
