import { beforeEach, expect, it, vi } from 'vitest';
import { http } from 'msw';
import { server } from '../../../../mocks/node';
import { MUTATION_TIMEOUT_MS } from '@/lib/api/client';
import { useSessionStore } from '@/stores/session';
import { demoToken } from '@/test/tokens';
import { findSentGroupMessage } from './find-sent';

beforeEach(() => {
  useSessionStore.getState().signIn(demoToken('dispatcher'));
});

it('the look for an unanswered send stops waiting when the list hangs, as the send would', async () => {
  vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
  try {
    server.use(http.get('*/mock/msg/message/filter', () => new Promise<Response>(() => undefined)));
    const found = findSentGroupMessage(
      Date.now(),
      {
        systemId: 2,
        parentID: 1,
        subject: 'Signalfel Lund C',
        body: 'Tåg 1053 står vid Lund C.',
        readReceipt: false,
        html: false,
        customData: [{ key: 'districtId', value: 4 }],
        to: [1],
        validFrom: '2026-11-25T10:00:00',
        validTo: '2026-11-25T13:00:00',
      },
      'karin.sjoberg',
    ).catch((e: unknown) => e);
    await vi.advanceTimersByTimeAsync(MUTATION_TIMEOUT_MS);
    expect(await found).toMatchObject({ status: 0 });
  } finally {
    vi.useRealTimers();
  }
});
