import { describe, expect, it } from 'vitest';
import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderApp } from '@/test/render-app';
import { recordRequests } from '@/test/seen-requests';
import { useDistrictStore } from '@/stores/district';

const seen = recordRequests();

const filters = () =>
  seen.list
    .filter((r) => r.path.endsWith('/document/getfilter'))
    .map((r) => JSON.parse(r.query.filter!) as Record<string, unknown>);
const calls = (path: string) => seen.list.filter((r) => r.path.endsWith(path));

// The whole app renders: on a shared, busy machine that can take longer than Vitest's 5 s.
describe('follow-up: what its calls carry', { timeout: 30_000 }, () => {
  it("a duty site chosen in one district is 'Inget valt' after the header's district changes", async () => {
    const user = userEvent.setup();
    renderApp('/vls/followupReadingRecipt', { user: 'admin', districtId: 4 });
    const site = await screen.findByRole('combobox', { name: 'Tjänsteställe' });
    await screen.findByRole('option', { name: 'Malmö Lokförare' });
    await user.selectOptions(site, 'Malmö Lokförare');
    await waitFor(() => expect(filters().at(-1)).toMatchObject({ districtId: 4 }));
    expect(filters().at(-1)!.dutySiteId).toEqual(expect.any(Number));

    seen.reset();
    act(() => useDistrictStore.setState({ districtId: 5 }));
    await waitFor(() => expect(filters().at(-1)).toMatchObject({ districtId: 5 }));
    expect(site).toHaveValue('');
    expect(filters().every((f) => !('dutySiteId' in f))).toBe(true);

    // The recipients of a document: no duty site either.
    const table = await screen.findByRole('table');
    await user.click(within(table).getAllByRole('button', { name: /^Visa mottagare för/ })[0]!);
    await waitFor(() => expect(calls('/v1/document/users')).toHaveLength(1));
    expect(calls('/v1/document/users')[0]!.query).not.toHaveProperty('dutysiteid');

    // Back to the first district: the duty site stays reset, not brought back.
    seen.reset();
    act(() => useDistrictStore.setState({ districtId: 4 }));
    await screen.findByRole('option', { name: 'Malmö Lokförare' });
    expect(site).toHaveValue('');
    expect(filters().every((f) => !('dutySiteId' in f))).toBe(true);
  });

  it("'Alla distrikt' leaves the district out of every call; the user view asks only the search", async () => {
    const user = userEvent.setup();
    renderApp('/vls/followupReadingRecipt', { user: 'admin', districtId: 4 });
    await user.click(await screen.findByRole('checkbox', { name: 'Alla distrikt' }));
    await waitFor(() => expect(filters().some((f) => !('districtId' in f))).toBe(true));
    expect(filters().every((f) => f.districtId !== null)).toBe(true);

    await user.click(screen.getByRole('radio', { name: 'Per användare' }));
    expect(
      await screen.findByText('Sök efter en användare med namn eller anställningsnummer.'),
    ).toBeInTheDocument();
    await user.type(screen.getByRole('searchbox', { name: 'Sök användare' }), 'Lindqvist');
    const link = await screen.findByRole('link', { name: 'Anna Lindqvist' });
    expect(calls('/v1/document/searchusers').at(-1)!.query).toEqual({ searchword: 'Lindqvist' });
    // No call for a list of users without a document (spec 1 §7 gives it one).
    expect(calls('/v1/document/users')).toEqual([]);
    expect(link.getAttribute('href')).toMatch(/\?name=Anna\+Lindqvist&nr=\d+&districts=all$/);
  });
});
