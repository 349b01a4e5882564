import { beforeEach, describe, expect, it } from 'vitest';
import type { ReactNode } from 'react';
import { act, renderHook } from '@testing-library/react';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { http, HttpResponse } from 'msw';
import { server } from '../../../../mocks/node';
import { useSessionStore } from '@/stores/session';
import { demoToken } from '@/test/tokens';
import { formatStockholm } from '@/lib/time/stockholm';
import { equipmentKeys, type ChecklistFilter } from './equipment-keys';
import { useSaveChecks, type CheckBody, type PendingCheck } from './save-check';

/** Check saves against a server that answers as the spec allows: success by the status alone. */

const CHECK_URL = '*/mock/verify/api/Admin/check/';
const LIST_URL = '*/mock/verify/api/Admin/checklist';

const body: CheckBody = {
  checkTemplateId: 3,
  statusTypeId: 5,
  userId: 'u1',
  hostEquipmentRelationId: 7,
  created: '2026-11-20T12:00:00',
  description: 'Påfyllt',
  memo: '',
  trip: null,
  ExternalId: null,
  ImageUrl: null,
  Temperature: null,
  VehiclePosition: null,
  Place: null,
};
const lookup: ChecklistFilter = {
  districtIds: [4],
  dateFrom: '2026-11-20',
  dateTo: '2026-11-20',
  hostTypeId: 2,
  hostId: 31,
  equipmentId: 72,
  place: null,
};
const fullCheck = {
  id: 900,
  statusId: 5,
  statusName: 'Städad',
  hostId: 31,
  hostName: 'X31 4301',
  hostTypeId: 2,
  equipmentId: 72,
  equipmentTypeName: 'Toalett',
  description: 'Påfyllt',
  created: '2026-11-20T12:00:00',
  // Registered by the server just now (a check made by the send the page lost the answer of).
  registered: formatStockholm(Date.now(), "yyyy-MM-dd'T'HH:mm:ss"),
  hostEquipmentRelationID: 7,
  districtID: 4,
};

/** The hook with a checklist in the cache (to see it refetched), and what each check came to. */
function setup() {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  const listKey = equipmentKeys.checklist(lookup, 0);
  client.setQueryData(listKey, { data: [], skip: 0, take: 5000, count: 0 });
  const wrapper = ({ children }: { children: ReactNode }) => (
    <QueryClientProvider client={client}>{children}</QueryClientProvider>
  );
  const hook = renderHook(() => useSaveChecks(), { wrapper });
  const outcomes: { ok: boolean; value?: unknown }[] = [];
  const sentAt = new Map<number, number | undefined>();
  const save = (checks: PendingCheck[]) =>
    act(() =>
      hook.result.current.mutateAsync({
        checks,
        onSentAt: (key, at) => sentAt.set(key, at),
        onEach: (_p, _key, outcome) =>
          outcomes.push(outcome.ok ? { ok: true, value: outcome.value } : { ok: false }),
      }),
    );
  const listInvalidated = () => client.getQueryState(listKey)?.isInvalidated;
  return { save, outcomes, sentAt, listInvalidated };
}

beforeEach(() => {
  localStorage.clear();
  useSessionStore.getState().signIn(demoToken('admin'));
});

const answers: [string, () => Response][] = [
  ['200 with an empty body', () => new HttpResponse(null, { status: 200 })],
  ['200 true', () => HttpResponse.json(true)],
  ['200 with a bare id', () => HttpResponse.json(900)],
  ['200 with the whole check', () => HttpResponse.json(fullCheck)],
  ['201 with the whole check', () => HttpResponse.json(fullCheck, { status: 201 })],
  ['204', () => new HttpResponse(null, { status: 204 })],
];

describe('useSaveChecks: any 2xx is saved', () => {
  for (const [name, answer] of answers) {
    it(`a new check answered ${name} is saved, and the lists are refetched`, async () => {
      server.use(http.post(CHECK_URL, answer));
      const { save, outcomes, listInvalidated } = setup();
      const progress = await save([{ key: 7, body, lookup }]);
      expect(progress).toEqual({ total: 1, done: 1, resolved: 1, rejected: 0 });
      expect(outcomes[0]!.ok).toBe(true);
      // The body is used only when it is a check.
      expect((outcomes[0]!.value as { id?: number } | undefined)?.id).toBe(
        name.includes('whole') ? 900 : undefined,
      );
      expect(listInvalidated()).toBe(true);
    });

    it(`an existing check answered ${name} is saved (PUT)`, async () => {
      server.use(http.put(CHECK_URL, answer));
      const { save } = setup();
      const progress = await save([{ key: 7, body: { ...body, id: 900 }, lookup }]);
      expect(progress.resolved).toBe(1);
    });
  }
});

describe('useSaveChecks: nothing created twice', () => {
  it('a 504 whose check the server made counts as saved, and is not sent again', async () => {
    let posts = 0;
    server.use(
      http.post(CHECK_URL, () => {
        posts++;
        return new HttpResponse('<html>504</html>', { status: 504 });
      }),
      http.get(LIST_URL, () =>
        HttpResponse.json({ data: [fullCheck], skip: 0, take: 5000, count: 1 }),
      ),
    );
    const { save, outcomes, sentAt } = setup();
    const progress = await save([{ key: 7, body, lookup }]);
    expect(progress).toEqual({ total: 1, done: 1, resolved: 1, rejected: 0 });
    expect(outcomes[0]).toMatchObject({ ok: true, value: { id: 900 } });
    expect(posts).toBe(1);
    expect(sentAt.get(7)).toBeTypeOf('number');
  });

  it('of several new checks, one found after an unknown outcome is not sent again', async () => {
    const posted: number[] = [];
    server.use(
      http.post(CHECK_URL, async ({ request }) => {
        posted.push(((await request.json()) as CheckBody).hostEquipmentRelationId);
        return new HttpResponse(null, { status: 204 });
      }),
      http.get(LIST_URL, () =>
        HttpResponse.json({ data: [fullCheck], skip: 0, take: 5000, count: 1 }),
      ),
    );
    const { save } = setup();
    const other = { ...body, hostEquipmentRelationId: 8 };
    const progress = await save([
      { key: 7, body, lookup, sentAt: Date.now() - 60_000 },
      { key: 8, body: other, lookup },
    ]);
    expect(progress).toEqual({ total: 2, done: 2, resolved: 2, rejected: 0 });
    expect(posted).toEqual([8]);
  });

  it('a send lost to the network is looked for when the same check is saved from a new dialog', async () => {
    let posts = 0;
    let listed: object[] = [];
    server.use(
      http.post(CHECK_URL, () => {
        posts++;
        return HttpResponse.error();
      }),
      http.get(LIST_URL, () =>
        HttpResponse.json({ data: listed, skip: 0, take: 5000, count: listed.length }),
      ),
    );
    const first = setup();
    const progress = await first.save([{ key: 7, body, lookup }]);
    expect(progress.rejected).toBe(1);
    // The dialog closed (its draft and the send time it held went); the server shows it now.
    listed = [fullCheck];
    const again = setup();
    const next = await again.save([{ key: 7, body, lookup }]);
    expect(next).toEqual({ total: 1, done: 1, resolved: 1, rejected: 0 });
    expect(again.outcomes[0]).toMatchObject({ ok: true, value: { id: 900 } });
    expect(posts).toBe(1);
  });

  it('another check (other status) of the same activity and time is looked for, then sent', async () => {
    let posts = 0;
    server.use(
      http.post(CHECK_URL, () => {
        posts++;
        return posts === 1 ? HttpResponse.error() : new HttpResponse(null, { status: 201 });
      }),
      http.get(LIST_URL, () =>
        HttpResponse.json({ data: [fullCheck], skip: 0, take: 5000, count: 1 }),
      ),
    );
    const changed = { ...body, statusTypeId: 6 };
    expect((await setup().save([{ key: 7, body: changed, lookup }])).rejected).toBe(1);
    expect((await setup().save([{ key: 7, body: changed, lookup }])).resolved).toBe(1);
    expect(posts).toBe(2);
  });
});
