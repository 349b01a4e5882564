import { describe, expect, it } from 'vitest';
import { QueryClient } from '@tanstack/react-query';
import { recipientGroupKeys } from './recipient-group-keys';
import { RECIPIENT_GROUPS_META, invalidateRecipientGroups } from './invalidate-recipient-groups';

describe('invalidateRecipientGroups', () => {
  it('makes every cached copy of the groups stale, and nothing else', async () => {
    const client = new QueryClient();
    const put = (queryKey: unknown[], meta?: Record<string, unknown>) =>
      client.prefetchQuery({ queryKey, queryFn: () => [], meta, staleTime: Infinity });
    await put([...recipientGroupKeys.list('u1')]);
    await put(['other', 'groups'], RECIPIENT_GROUPS_META);
    await put(['message', 'list']);
    await invalidateRecipientGroups(client);
    const stale = (key: unknown[]) => client.getQueryState(key)?.isInvalidated;
    expect(stale([...recipientGroupKeys.list('u1')])).toBe(true);
    expect(stale(['other', 'groups'])).toBe(true);
    expect(stale(['message', 'list'])).toBe(false);
  });
});
