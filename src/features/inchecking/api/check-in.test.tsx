import { beforeEach, describe, expect, it } from 'vitest';
import type { ReactNode } from 'react';
import { act, renderHook } from '@testing-library/react';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { http, HttpResponse } from 'msw';
import * as z from 'zod/mini';
import { server } from '../../../../mocks/node';
import { dutySigninsQuery } from '@/lib/resources/roster/get-duty-signins';
import { useSessionStore } from '@/stores/session';
import { demoToken } from '@/test/tokens';
import { toRow, type SigninList } from '../lib/signin-rows';
import { useCheckIn } from './check-in';
import { useCheckOut } from './check-out';
import { signinsQuery } from './get-duty-signins';
import type { CheckKind } from './signin-check';
import { incheckingKeys } from './inchecking-keys';
import { dutySigninSchema } from './signin-schema';

/** Check-in and check-out against a server that answers as the spec allows (status alone). */

const DAY = '2026-11-18';
const NO_DATE = '9999-12-31T00:00:00';
const signin = (timestampIn = NO_DATE, timestampOut = NO_DATE, updateId = 1) => ({
  checkInId: null,
  districtId: 4,
  dutyDate: `${DAY}T00:00:00`,
  dutyId: 77,
  dutyName: 'M12',
  startLocation: 'Malmö C',
  timeStart: 300,
  timeEnd: 800,
  timestampIn,
  timestampOut,
  employee: { email: '', employeeNumber: '10001', phones: null, name: 'Anna', title: '' },
  tripsInfo: [],
  updateId,
});
const IN = `${DAY}T05:01:00`;
const OUT = `${DAY}T13:20:00`;

/**
 * The hook over a cached list of the day with duty 77 as `start`; the staff host's list answers
 * with `held()` (what it holds now; null: no answer), the check calls as `answer` says.
 */
function setup(start: object, held: () => object | null) {
  const client = new QueryClient();
  const key = incheckingKeys.signins(4, DAY);
  client.setQueryData<SigninList>(key, {
    dateKey: DAY,
    rows: [toRow(z.parse(dutySigninSchema, start))],
    syncedCursor: 1,
  });
  const posts: string[] = [];
  server.use(
    http.get('*/mock/staff/overview/dutysignins', ({ request }) => {
      const now = held();
      if (!now) return HttpResponse.error();
      return HttpResponse.json(new URL(request.url).searchParams.get('date') === DAY ? [now] : []);
    }),
  );
  const wrapper = ({ children }: { children: ReactNode }) => (
    <QueryClientProvider client={client}>{children}</QueryClientProvider>
  );
  const hook = renderHook(() => ({ in: useCheckIn(4, DAY), out: useCheckOut(4, DAY) }), {
    wrapper,
  });
  const check = (kind: CheckKind) =>
    act(() => hook.result.current[kind].mutateAsync({ row: rowNow() }));
  const rowNow = () => client.getQueryData<SigninList>(key)!.rows[0]!;
  const answer = (make: () => Response) =>
    server.use(
      http.post('*/mock/staff/signin/:action', ({ request }) => {
        posts.push(new URL(request.url).pathname.split('/').pop()!);
        return make();
      }),
    );
  return { client, check, rowNow, answer, posts };
}

beforeEach(() => {
  useSessionStore.getState().signIn(demoToken('dispatcher'));
});

const answers: [string, (body: object) => Response][] = [
  ['200 with an empty body', () => new HttpResponse(null, { status: 200 })],
  ['200 true', () => HttpResponse.json(true)],
  ['200 with a bare id', () => HttpResponse.json(77)],
  ['200 with the sign-in', (body) => HttpResponse.json(body)],
  ['201 with the sign-in', (body) => HttpResponse.json(body, { status: 201 })],
  ['204', () => new HttpResponse(null, { status: 204 })],
];

describe('useCheckIn, useCheckOut: any 2xx is done, and the row shows it', () => {
  for (const [name, reply] of answers) {
    it(`check-in then check-out, each answered ${name}`, async () => {
      let held = signin();
      const { check, rowNow, answer } = setup(held, () => held);
      answer(() => {
        held = held.timestampIn === NO_DATE ? signin(IN, NO_DATE, 2) : signin(IN, OUT, 3);
        return reply(held);
      });
      await check('in');
      expect(rowNow().timestampIn).toBeInstanceOf(Date);
      expect(rowNow().timestampOut).toBeNull();
      await check('out');
      expect(rowNow().timestampOut).toBeInstanceOf(Date);
    });
  }
});

describe('useCheckIn, useCheckOut: a 2xx without the sign-in is done even if the list is down', () => {
  for (const [name, reply] of answers.filter(([n]) => !n.includes('sign-in'))) {
    it(`check-in then check-out answered ${name}: the row shows each at once, and keeps it`, async () => {
      let held = signin();
      const { check, rowNow, answer, posts } = setup(held, () => null);
      answer(() => {
        held = held.timestampIn === NO_DATE ? signin(IN, NO_DATE, 2) : signin(IN, OUT, 3);
        return reply(held);
      });
      const before = Date.now();
      await check('in');
      // No Checka in offered again: the row shows the duty checked in, now.
      expect(rowNow().timestampIn!.getTime()).toBeGreaterThanOrEqual(before);
      expect(rowNow().timestampOut).toBeNull();
      await check('out');
      expect(rowNow().timestampIn!.getTime()).toBeGreaterThanOrEqual(before);
      expect(rowNow().timestampOut).toBeInstanceOf(Date);
      expect(posts).toEqual(['checkin', 'checkout']);
    });
  }

  it('the list read again after the optimistic row shows the server’s time', async () => {
    let held = signin();
    const { check, rowNow, answer } = setup(held, () => held);
    answer(() => {
      held = signin(IN, NO_DATE, 2);
      return new HttpResponse(null, { status: 204 });
    });
    await check('in');
    expect(rowNow().timestampIn).toEqual(z.parse(dutySigninSchema, held).timestampIn);
  });
});

describe('useCheckIn, useCheckOut: nothing twice after an unknown outcome', () => {
  it('a 504 whose check-in the server did: the row shows it at once, and nothing is sent again', async () => {
    let held = signin();
    const { check, rowNow, answer, posts } = setup(held, () => held);
    answer(() => {
      held = signin(IN, NO_DATE, 2);
      return new HttpResponse('<html>504</html>', { status: 504 });
    });
    await expect(check('in')).rejects.toMatchObject({ status: 504 });
    expect(rowNow().timestampIn).toBeInstanceOf(Date);
    expect(posts).toEqual(['checkin']);
  });

  it('a second press after an unknown outcome looks first, and does not send what was done', async () => {
    let held = signin();
    let listDown = true;
    const { check, rowNow, answer, posts } = setup(held, () => (listDown ? null : held));
    answer(() => {
      held = signin(IN, NO_DATE, 2);
      return HttpResponse.error();
    });
    await expect(check('in')).rejects.toMatchObject({ status: 0 });
    // The list could not be read just then: the row still offers Checka in.
    expect(rowNow().timestampIn).toBeNull();
    listDown = false;
    await check('in');
    expect(rowNow().timestampIn).toBeInstanceOf(Date);
    expect(posts).toEqual(['checkin']);
  });

  it('a second press sends again when the look shows it did not arrive', async () => {
    const held = signin();
    const { check, answer, posts } = setup(held, () => held);
    answer(() => new HttpResponse(null, { status: 503 }));
    await expect(check('in')).rejects.toMatchObject({ status: 503 });
    await expect(check('in')).rejects.toMatchObject({ status: 503 });
    expect(posts).toEqual(['checkin', 'checkin']);
  });
});

describe('useCheckIn: the list read again within the minute shows the check', () => {
  const cases: [string, () => Response][] = [
    ['200 with the sign-in', () => HttpResponse.json(signin(IN, NO_DATE, 2))],
    ['204', () => new HttpResponse(null, { status: 204 })],
    ['504 (unknown outcome)', () => new HttpResponse('<html>504</html>', { status: 504 })],
  ];
  for (const [name, reply] of cases) {
    it(`answered ${name}: the shared day is fetched again, not read from its cache`, async () => {
      let held = signin();
      const { client, check, answer } = setup(held, () => held);
      // The day as the list first read it (fresh for a minute in the shared cache).
      await client.fetchQuery(dutySigninsQuery(4, DAY));
      answer(() => {
        held = signin(IN, NO_DATE, 2);
        return reply();
      });
      try {
        await check('in');
      } catch {
        // The 504 rejects; the list shows what the server holds all the same.
      }
      // Navigated away and back: the list is read again.
      client.removeQueries({ queryKey: incheckingKeys.signins(4, DAY) });
      const list = await client.fetchQuery(signinsQuery(4, DAY));
      expect(list.rows[0]!.timestampIn).toBeInstanceOf(Date);
    });
  }
});
