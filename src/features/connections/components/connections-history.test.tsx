import { describe, expect, it } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderWithProviders } from '@/test/render-app';
import { recordRequests } from '@/test/seen-requests';
import { useDistrictStore } from '@/stores/district';
import { DEMO_USERS } from '../../../../mocks/seed/demo-users';
import { historyStorageKey, type HistoryItem } from '../lib/search-history';
import { ConnectionsPage } from './connections-page';

/**
 * The page in jsdom against the mock hosts; the driver works in Skåne (district 4), the
 * dispatcher there too (by default) and in districts 5 and 17.
 */
const seen = recordRequests();
const userIdOf = (key: 'driver' | 'dispatcher') =>
  DEMO_USERS.find((u) => u.key === key)!.employee.userId;
const at = new Date().toISOString();
// Mock samStopIds: Stockholm Cityterminalen (bus stop, district 1), Linköping C (LP, 5), Lund C.
const CITYTERMINALEN = { place: 'Stockholm Cityterminalen', samStopId: 740050000 };
const LINKOPING = { place: 'Linköping C', samStopId: 740000502, signature: 'LP' };
const LUND = { place: 'Lund C', samStopId: 740000403, signature: 'LU' };

function openWithHistory(
  items: (Omit<HistoryItem, 'timeStamp'> & { timeStamp?: string })[],
  user: 'driver' | 'dispatcher' = 'driver',
) {
  localStorage.setItem(
    historyStorageKey(userIdOf(user)),
    JSON.stringify(items.map((item) => ({ timeStamp: at, ...item }))),
  );
  renderWithProviders(<ConnectionsPage />, { user });
  return screen.getByRole('region', { name: 'Senaste sökningar' });
}

describe('connections history from another district', { timeout: 30_000 }, () => {
  it('searches the entry in its own district: its train rule, not the header district’s', async () => {
    const history = openWithHistory(
      [{ ...CITYTERMINALEN, signature: null, districtId: 1 }],
      'dispatcher',
    );
    await userEvent.click(within(history).getByRole('button', { name: CITYTERMINALEN.place }));
    expect(
      await screen.findByRole('heading', { name: `Avgångar från ${CITYTERMINALEN.place}` }),
    ).toBeInTheDocument();
    // District 1 needs no signature: trains are asked by the place's name.
    await waitFor(() =>
      expect(seen.calls()).toContainEqual(
        expect.stringMatching(/^GET \/mock\/travelinfo\/api\/departures\?.*place=Stockholm/),
      ),
    );
    expect(seen.calls()).toContain('GET /mock/travelinfo/places?districtId=1');
    expect(screen.queryByText(/Saknar platssignatur/)).toBeNull();
    // Kept with its district; a change of the header district clears the board.
    expect(JSON.parse(localStorage.getItem(historyStorageKey(userIdOf('dispatcher')))!)).toEqual([
      expect.objectContaining({ samStopId: CITYTERMINALEN.samStopId, districtId: 1 }),
    ]);
    useDistrictStore.getState().setDistrict(17);
    expect(await screen.findByText('Välj en plats för att se avgångar.')).toBeInTheDocument();
  });

  it("asks the entry's district for the vehicles of a departure", async () => {
    const history = openWithHistory([{ ...LINKOPING, districtId: 5 }]);
    await userEvent.click(within(history).getByRole('button', { name: LINKOPING.place }));
    const [vehicles] = await screen.findAllByRole('button', { name: /^Visa fordon för tur/ });
    seen.reset();
    await userEvent.click(vehicles!);
    await waitFor(() =>
      expect(seen.calls()).toContainEqual(
        expect.stringMatching(/^GET \/mock\/vehicles\/vehicle-\d+l\/5\?/),
      ),
    );
    expect(seen.calls().filter((c) => c.includes('/mock/vehicles/'))).toHaveLength(1);
  });

  it('an older entry without district: searched here if the district lists it, else not offered', async () => {
    const history = openWithHistory([LUND, LINKOPING]);
    const lund = await within(history).findByRole('button', { name: 'Lund C' });
    expect(within(history).queryByRole('button', { name: LINKOPING.place })).toBeNull();
    expect(within(history).getByText(LINKOPING.place)).toBeInTheDocument();
    expect(within(history).getByText(/Inte i det här trafikområdet/)).toBeInTheDocument();
    await userEvent.click(lund);
    expect(
      await screen.findByRole('heading', { name: 'Avgångar från Lund C (LU)' }),
    ).toBeInTheDocument();
    // Searched again, it is kept with its district.
    expect(
      JSON.parse(localStorage.getItem(historyStorageKey(userIdOf('driver')))!)[0],
    ).toMatchObject({
      samStopId: LUND.samStopId,
      districtId: 4,
    });
  });
});
