import { afterEach, describe, expect, it } from 'vitest';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderWithProviders } from '@/test/render-app';
import type { Stop } from '@/lib/resources/traffic/stop-schema';
import { STOPS } from '../lib/test-stops';
import { NearMe } from './near-me';

const LUND_C = { latitude: 55.7054, longitude: 13.1868 };

/** The browser finds the device at Lund C at once. */
function positionAtLundC() {
  Object.defineProperty(navigator, 'geolocation', {
    configurable: true,
    value: {
      getCurrentPosition: (found: PositionCallback) =>
        found({ coords: LUND_C } as GeolocationPosition),
    },
  });
}

function open(stops: readonly Stop[]) {
  positionAtLundC();
  renderWithProviders(<NearMe stops={stops} onChoose={() => {}} />);
  return userEvent.click(screen.getByRole('button', { name: 'Nära mig' }));
}

// jsdom has no geolocation of its own.
afterEach(() => void Reflect.deleteProperty(navigator, 'geolocation'));

describe('near me', () => {
  it('offers the nearest stops of the district', async () => {
    await open(STOPS);
    expect(await screen.findByRole('heading', { name: 'Närmaste hållplatser' })).toBeVisible();
    expect(screen.getAllByRole('listitem')[0]).toHaveTextContent('Lund C (LU) 0 m');
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it('says so when the position is found but no stop of the district has one', async () => {
    await open(STOPS.map((s) => ({ ...s, latitude: null, longitude: null })));
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Din position hittades, men ingen hållplats i trafikområdet har en känd position.',
    );
    expect(screen.queryByRole('heading', { name: 'Närmaste hållplatser' })).toBeNull();
  });
});
