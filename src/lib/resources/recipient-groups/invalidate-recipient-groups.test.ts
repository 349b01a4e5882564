import { describe, expect, it } from 'vitest';
import { QueryClient } from '@tanstack/react-query';
import { recipientGroupKeys } from './recipient-group-keys';
import { invalidateRecipientGroups } from './invalidate-recipient-groups';

describe('invalidateRecipientGroups', () => {
  it('makes every cached copy of the groups stale, and nothing else', async () => {
    const client = new QueryClient();
    const put = (queryKey: readonly unknown[]) =>
      client.prefetchQuery({ queryKey, queryFn: () => [], staleTime: Infinity });
    await put(recipientGroupKeys.list('u1'));
    await put(recipientGroupKeys.group(7, 'u1'));
    await put(['message', 'list']);
    await invalidateRecipientGroups(client);
    const stale = (key: readonly unknown[]) => client.getQueryState(key)?.isInvalidated;
    expect(stale(recipientGroupKeys.list('u1'))).toBe(true);
    expect(stale(recipientGroupKeys.group(7, 'u1'))).toBe(true);
    expect(stale(['message', 'list'])).toBe(false);
  });
});
