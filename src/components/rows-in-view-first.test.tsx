import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { act, fireEvent, render, screen } from '@testing-library/react';
import { VirtualTable, type Column } from './virtual-table';
import { OVERSCAN_AFTER_MS } from './rows-in-view-first';

interface Row {
  id: number;
  name: string;
}
const columns: Column<Row>[] = [{ id: 'name', header: 'Namn', cell: (row) => row.name }];
const rowsOf = (from: number, name = (id: number) => `Förare ${id}`): Row[] =>
  Array.from({ length: 200 }, (_, i) => ({ id: from + i, name: name(from + i) }));

// Without layout (jsdom) the scroll area is 600 px high: 14 rows of 44 px are in view.
const IN_VIEW = 14;
const OVERSCAN = 5;
// Fixed column widths (`widths`): only such tables render the rows in view first.
const table = (rows: Row[], widths: string[] | null = ['20rem']) => (
  <VirtualTable
    label="Förare"
    rows={rows}
    columns={columns}
    rowKey={(row) => row.id}
    fixedRowHeight
    overscan={OVERSCAN}
    widths={widths ?? undefined}
  />
);
const shownRows = () => screen.getAllByRole('row').filter((row) => row.hasAttribute('data-index'));
const wait = (ms: number) => act(() => vi.advanceTimersByTime(ms));

describe('rows in view first', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it('a new list renders the rows in view, and the overscan once it has stood still', () => {
    const view = render(table(rowsOf(1)));
    expect(shownRows()).toHaveLength(IN_VIEW);
    expect(screen.getByText('Förare 14')).toBeInTheDocument();
    wait(OVERSCAN_AFTER_MS + 50);
    expect(shownRows()).toHaveLength(IN_VIEW + OVERSCAN);

    // Filtered to other rows: in view first again, then the overscan.
    view.rerender(table(rowsOf(1001)));
    expect(shownRows()).toHaveLength(IN_VIEW);
    expect(screen.getByText('Förare 1001')).toBeInTheDocument();
    wait(OVERSCAN_AFTER_MS + 50);
    expect(shownRows()).toHaveLength(IN_VIEW + OVERSCAN);
  });

  it('a change to rows already on the page keeps the overscan rows', () => {
    const view = render(table(rowsOf(1)));
    wait(OVERSCAN_AFTER_MS + 50);
    expect(shownRows()).toHaveLength(IN_VIEW + OVERSCAN);
    view.rerender(table(rowsOf(1, (id) => (id === 3 ? 'Åsa Öberg' : `Förare ${id}`))));
    expect(shownRows()).toHaveLength(IN_VIEW + OVERSCAN);
    expect(screen.getByText('Åsa Öberg')).toBeInTheDocument();
    expect(screen.getByText('Förare 19')).toBeInTheDocument();
  });

  it('while the list keeps changing, its overscan rows wait', () => {
    const view = render(table(rowsOf(1)));
    for (let i = 1; i <= 3; i++) {
      wait(OVERSCAN_AFTER_MS / 2);
      view.rerender(table(rowsOf(1 + i * 1000)));
      expect(shownRows()).toHaveLength(IN_VIEW);
    }
    wait(OVERSCAN_AFTER_MS + 50);
    expect(shownRows()).toHaveLength(IN_VIEW + OVERSCAN);
  });

  it('the focus moving into the table brings the overscan rows at once (Tab finds the next row)', () => {
    render(table(rowsOf(1)));
    expect(shownRows()).toHaveLength(IN_VIEW);
    fireEvent.focusIn(screen.getByRole('region', { name: 'Förare' }));
    expect(shownRows()).toHaveLength(IN_VIEW + OVERSCAN);
  });

  it('a table laid out by its content renders its overscan rows at once (no columns move later)', () => {
    render(table(rowsOf(1), null));
    expect(shownRows()).toHaveLength(IN_VIEW + OVERSCAN);
  });
});
