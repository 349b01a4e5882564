import { beforeEach, describe, expect, it } from 'vitest';
import { claimTab } from '@/lib/storage/tab-owner';
import { keepPendingHandover, takePendingHandover } from './pending-handover';

describe('a handed-over token waiting for start-up', () => {
  beforeEach(() => sessionStorage.clear());

  it('is there for a reload of the tab, and is used once', () => {
    keepPendingHandover('jwt-of-the-link');
    // The reloaded page's address no longer has the token: the kept one is used.
    expect(takePendingHandover(null)).toBe('jwt-of-the-link');
    expect(takePendingHandover(null)).toBeNull();
  });

  it('without one kept, the address token (or none) is used', () => {
    expect(takePendingHandover('from-the-address')).toBe('from-the-address');
    expect(takePendingHandover(null)).toBeNull();
  });

  it('survives the tab being claimed by another user meanwhile', () => {
    claimTab('user-a');
    keepPendingHandover('jwt-of-user-b');
    claimTab('user-b');
    expect(takePendingHandover(null)).toBe('jwt-of-user-b');
  });
});
