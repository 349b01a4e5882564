import { beforeEach, describe, expect, it, vi } from 'vitest';
import { http } from 'msw';
import { server } from '../../../../mocks/node';
import { MUTATION_TIMEOUT_MS } from '@/lib/api/client';
import { useSessionStore } from '@/stores/session';
import { demoToken } from '@/test/tokens';
import { runGroupDelete } from '../lib/run-group-delete';
import { groupSaveApi } from './save-recipient-group';
import { groupDeleteApi } from './delete-recipient-group';

/** What a save or a delete asks the server in between is held to a change's time limit. */

beforeEach(() => {
  useSessionStore.getState().signIn(demoToken('admin'));
});

const hang = () => new Promise<Response>(() => undefined);

describe('the reads of a save or a delete', () => {
  it('a delete without an answer whose question hangs too ends as unknown, not spinning', async () => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    try {
      server.use(
        http.delete('*/mock/msg/RecipientGroup/:id', hang),
        http.get('*/mock/msg/RecipientGroup/:id', hang),
      );
      const outcome = runGroupDelete(1, groupDeleteApi);
      await vi.advanceTimersByTimeAsync(2 * MUTATION_TIMEOUT_MS);
      expect(await outcome).toMatchObject({ gone: false, unknown: true });
    } finally {
      vi.useRealTimers();
    }
  });

  it('the group and the group list a save looks in stop waiting too', async () => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    try {
      server.use(
        http.get('*/mock/msg/RecipientGroup/:id', hang),
        http.get('*/mock/msg/Recipientgroup', hang),
      );
      const one = groupSaveApi.getGroup(1).catch((e: unknown) => e);
      const all = groupSaveApi.listGroups().catch((e: unknown) => e);
      await vi.advanceTimersByTimeAsync(MUTATION_TIMEOUT_MS);
      expect(await one).toMatchObject({ status: 0 });
      expect(await all).toMatchObject({ status: 0 });
    } finally {
      vi.useRealTimers();
    }
  });
});
