import { beforeEach, describe, expect, it, vi } from 'vitest';
import { createElement, type ReactNode } from 'react';
import { act, renderHook } from '@testing-library/react';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { useSessionStore } from '@/stores/session';
import { demoToken } from '@/test/tokens';
import { recipientGroupsQuery } from '@/lib/resources/recipient-groups/get-recipient-groups';
import { recipientGroupKeys } from '@/lib/resources/recipient-groups/recipient-group-keys';
import { emptyDraft } from '../lib/group-draft';
import { useSaveRecipientGroup } from './save-recipient-group';
import { useDeleteRecipientGroup } from './delete-recipient-group';

/** The group writes refresh what they changed through the recipient-group key factory only. */

beforeEach(() => {
  useSessionStore.getState().signIn(demoToken('admin'));
});

function setUp() {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  const wrapper = ({ children }: { children: ReactNode }) =>
    createElement(QueryClientProvider, { client }, children);
  const invalidated = vi.spyOn(client, 'invalidateQueries');
  return { client, wrapper, invalidated };
}

/** Every key an invalidation named (a predicate names none). */
const namedKeys = (spy: ReturnType<typeof setUp>['invalidated']) =>
  spy.mock.calls.flatMap(([filters]) => (filters?.queryKey ? [filters.queryKey] : []));

describe('the group save and delete hooks', () => {
  it('a save makes the message form’s group list stale, through the key factory alone', async () => {
    const { client, wrapper, invalidated } = setUp();
    const userId = useSessionStore.getState().session!.userId;
    // The message form reads the groups through this query (use-message-groups.ts).
    await client.prefetchQuery({ ...recipientGroupsQuery(userId), staleTime: Infinity });
    const { result } = renderHook(() => useSaveRecipientGroup(() => undefined), { wrapper });
    const draft = { ...emptyDraft(4), name: 'Nyckelgrupp', from: 'a@tagbolaget.se' };
    const saved = await act(() => result.current.mutateAsync(draft));
    expect(saved.failures).toEqual([]);
    expect(client.getQueryState(recipientGroupsQuery(userId).queryKey)?.isInvalidated).toBe(true);
    expect(namedKeys(invalidated)).toEqual([recipientGroupKeys.all]);

    invalidated.mockClear();
    const remove = renderHook(() => useDeleteRecipientGroup(), { wrapper }).result;
    const outcome = await act(() => remove.current.mutateAsync(saved.draft.groupId!));
    expect(outcome).toEqual({ gone: true });
    expect(namedKeys(invalidated)).toEqual([recipientGroupKeys.all]);
  });
});
