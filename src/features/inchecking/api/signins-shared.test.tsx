import { beforeEach, describe, expect, it } from 'vitest';
import type { ReactNode } from 'react';
import { renderHook, waitFor } from '@testing-library/react';
import { QueryClient, QueryClientProvider, useQuery } from '@tanstack/react-query';
import { recordRequests } from '@/test/seen-requests';
import { useSessionStore } from '@/stores/session';
import { demoToken } from '@/test/tokens';
import { toDateKey } from '@/lib/time/stockholm';
import { dutyContactsQuery } from '@/lib/resources/roster/get-duty-contacts';
import { signinsQuery } from './get-duty-signins';

/** Check-in and the staff overview read a day's sign-ins through one query. */

const seen = recordRequests();
const today = toDateKey();
const TODAY_CALL = `GET /mock/staff/overview/dutysignins?date=${today}&districtId=4`;

beforeEach(() => {
  useSessionStore.getState().signIn(demoToken('dispatcher'));
});

function renderBoth(client: QueryClient) {
  const wrapper = ({ children }: { children: ReactNode }) => (
    <QueryClientProvider client={client}>{children}</QueryClientProvider>
  );
  return renderHook(
    () => ({
      list: useQuery(signinsQuery(4, today)),
      contacts: useQuery(dutyContactsQuery(4, today)),
    }),
    { wrapper },
  );
}

describe('the day’s duty sign-ins, shared', () => {
  it('are fetched once for the check-in list and the staff overview’s contacts', async () => {
    const { result } = renderBoth(new QueryClient());
    await waitFor(() =>
      expect(result.current.list.data && result.current.contacts.data).toBeTruthy(),
    );
    expect(seen.calls().filter((c) => c === TODAY_CALL)).toHaveLength(1);
    // Each reads its own part of the one answer.
    const { list, contacts } = result.current;
    const numbers = new Set(contacts.data!.map((c) => c.employeeNumber));
    const ofToday = list.data!.rows.filter((r) => r.dutyDate === today);
    expect(ofToday.length).toBeGreaterThan(0);
    expect(ofToday.every((r) => numbers.has(r.employee.employeeNumber))).toBe(true);
  });

  it('one opened after the other reads the day from the cache', async () => {
    const client = new QueryClient();
    await client.fetchQuery(signinsQuery(4, today));
    seen.reset();
    const { result } = renderHook(() => useQuery(dutyContactsQuery(4, today)), {
      wrapper: ({ children }) => (
        <QueryClientProvider client={client}>{children}</QueryClientProvider>
      ),
    });
    await waitFor(() => expect(result.current.data?.length).toBeGreaterThan(0));
    expect(seen.calls()).toEqual([]);
  });
});
