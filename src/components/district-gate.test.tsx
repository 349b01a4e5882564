import { act } from 'react';
import { afterEach, describe, expect, it } from 'vitest';
import { render, screen } from '@testing-library/react';
import type { Session } from '@/lib/auth/token';
import { useDistrictStore } from '@/stores/district';
import { useSessionStore } from '@/stores/session';
import { DistrictGate } from './district-gate';

const rosterRead = { names: ['ROSTER_READ'], districts: 'current' } as const;

function signIn(districtId: number | null) {
  act(() => {
    useSessionStore.setState({
      session: { userId: 'u1', access: [{ name: 'ROSTER_READ', districts: [4] }] } as Session,
    });
    useDistrictStore.setState({ districtId });
  });
}

afterEach(() => act(() => useSessionStore.setState({ session: null })));

describe('DistrictGate', () => {
  it('shows its children where a district is chosen and the rule holds there', () => {
    signIn(4);
    render(
      <DistrictGate rule={rosterRead} noAccess="Ingen behörighet här.">
        Listan
      </DistrictGate>,
    );
    expect(screen.getByText('Listan')).toBeInTheDocument();
  });

  it("says the screen's notice where the rule does not hold, and nothing of its children", () => {
    signIn(5);
    render(
      <DistrictGate rule={rosterRead} noAccess="Ingen behörighet här.">
        Listan
      </DistrictGate>,
    );
    expect(screen.getByText('Ingen behörighet här.')).toBeInTheDocument();
    expect(screen.queryByText('Listan')).toBeNull();
  });

  it("asks for a district when none is chosen, or for one of a filter's", () => {
    signIn(null);
    const { unmount } = render(<DistrictGate title="Avgångar">Tavlan</DistrictGate>);
    expect(screen.getByRole('heading', { name: 'Avgångar' })).toBeInTheDocument();
    expect(screen.getByText('Välj ett distrikt.')).toBeInTheDocument();
    unmount();
    signIn(4);
    render(
      <DistrictGate rule={rosterRead} districtIds={[]}>
        Listan
      </DistrictGate>,
    );
    expect(screen.getByText('Välj minst ett distrikt.')).toBeInTheDocument();
  });
});
