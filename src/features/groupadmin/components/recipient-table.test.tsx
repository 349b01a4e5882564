import { useState } from 'react';
import { describe, expect, it } from 'vitest';
import { fireEvent, render, screen } from '@testing-library/react';
import type { DraftRecipient } from '../lib/group-draft';
import { RecipientTable } from './recipient-table';

const recipient = (key: string, name: string): DraftRecipient => ({
  key,
  kind: 'district',
  id: null,
  objectId: 4,
  name,
  mail: '',
  phone: '',
  isFromAPI: false,
  isDeleted: false,
  isVisible: true,
  isChanged: false,
});

function Recipients({ names }: { names: string[] }) {
  const [rows, setRows] = useState(names.map((n) => recipient(n, n)));
  return (
    <RecipientTable
      rows={rows}
      onRemove={(row) => setRows((all) => all.filter((r) => r.key !== row.key))}
      onChange={() => {}}
      disabled={false}
    />
  );
}

/** Removing a row takes its focused button away: focus must land in the table, not on the body. */
describe('RecipientTable focus on remove', () => {
  it('moves to the remove button now in the removed row’s place, then the last one', () => {
    render(<Recipients names={['Skåne', 'Östergötland', 'Kalmar']} />);
    const first = screen.getByRole('button', { name: 'Ta bort Skåne' });
    first.focus();
    fireEvent.click(first);
    expect(screen.getByRole('button', { name: 'Ta bort Östergötland' })).toHaveFocus();
    const last = screen.getByRole('button', { name: 'Ta bort Kalmar' });
    last.focus();
    fireEvent.click(last);
    expect(screen.getByRole('button', { name: 'Ta bort Östergötland' })).toHaveFocus();
  });

  it('moves to the note that no recipient is left when the last one goes', () => {
    render(<Recipients names={['Skåne']} />);
    const only = screen.getByRole('button', { name: 'Ta bort Skåne' });
    only.focus();
    fireEvent.click(only);
    expect(screen.getByText('Gruppen har inga mottagare än.')).toHaveFocus();
  });
});

describe('RecipientTable phone numbers', () => {
  it('shows each stored number of an external recipient formatted (spec 2 §9)', () => {
    const external: DraftRecipient = {
      ...recipient('tc', 'Trafikcentral Malmö'),
      kind: 'external',
      mail: 'tc.malmo@trafikverket.se',
      phone: '46104235000;46705550101',
    };
    render(
      <RecipientTable rows={[external]} onRemove={() => {}} onChange={() => {}} disabled={false} />,
    );
    const row = screen.getByRole('row', { name: /Trafikcentral Malmö/ });
    expect(row).toHaveTextContent('010-423 50 00, 070-555 01 01');
    expect(row).not.toHaveTextContent('46104235000');
  });
});
