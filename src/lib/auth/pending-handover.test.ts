import { beforeEach, describe, expect, it } from 'vitest';
import { claimTab } from '@/lib/storage/tab-owner';
import {
  PENDING_HANDOVER_MS,
  dropPendingHandover,
  keepPendingHandover,
  pendingHandover,
} from './pending-handover';

describe('a handed-over token waiting for start-up', () => {
  beforeEach(() => sessionStorage.clear());

  it('is there for a reload of the tab until the start has applied it', () => {
    keepPendingHandover('jwt-of-the-link');
    // The reloaded page's address no longer has the token: the kept one is used, and kept until
    // the start has applied it (a reload while the hand-over loads still finds it).
    expect(pendingHandover(null)).toBe('jwt-of-the-link');
    expect(pendingHandover(null)).toBe('jwt-of-the-link');
    dropPendingHandover();
    expect(pendingHandover(null)).toBeNull();
  });

  it('without one kept, the address token (or none) is used', () => {
    expect(pendingHandover('from-the-address')).toBe('from-the-address');
    expect(pendingHandover(null)).toBeNull();
  });

  it('is not used once it has waited too long (a start that failed at a shared PC)', () => {
    const at = Date.UTC(2026, 10, 27, 7, 0);
    keepPendingHandover('jwt-of-the-first-person', at);
    expect(pendingHandover(null, at + PENDING_HANDOVER_MS)).toBe('jwt-of-the-first-person');
    expect(pendingHandover(null, at + PENDING_HANDOVER_MS + 1)).toBeNull();
    // … and it is gone, not only passed over.
    expect(pendingHandover(null, at)).toBeNull();
  });

  it('survives the tab being claimed by another user meanwhile', () => {
    claimTab('user-a');
    keepPendingHandover('jwt-of-user-b');
    claimTab('user-b');
    expect(pendingHandover(null)).toBe('jwt-of-user-b');
  });
});
