import { afterEach, describe, expect, it, vi } from 'vitest';
import { ApiError } from '@/lib/api/api-error';
import {
  LookFailedError,
  NotInListError,
  sendExactlyOnce,
  UnconfirmedError,
  type SendGuard,
} from './send-exactly-once';

/**
 * A backend in memory: a send may store the message and still fail to the page (`answer`); the
 * look finds what it stored. The pending mark lives in one place, as in the shared storage of
 * two tabs.
 */
function world(answer: (n: number) => ApiError | null = () => null) {
  const stored: number[] = [];
  const shared = { pending: null as number | null, sent: [] as number[] };
  const send = vi.fn(async () => {
    stored.push(stored.length + 1);
    const error = answer(send.mock.calls.length);
    if (error) throw error;
  });
  const look = vi.fn(async () => stored.length > 0);
  const guard = (changes: Partial<SendGuard<string>> = {}): SendGuard<string> => ({
    key: 'pp.message.draft.u.new?x',
    readPending: () => shared.pending,
    setPending: (since) => void (shared.pending = since),
    markSent: (since) => void shared.sent.push(since),
    look,
    ...changes,
  });
  return { stored, shared, send, look, guard };
}

const gateway = (status: number) => new ApiError(status, 'Gateway', '/message/Group');

describe('sendExactlyOnce: an unknown outcome is looked for before anything is sent again', () => {
  it.each([502, 503, 504, 0])(
    'a %i after the backend stored it counts as sent once the list shows it',
    async (status) => {
      const w = world(() => gateway(status));
      await expect(sendExactlyOnce('draft', w.send, w.guard())).resolves.toEqual({
        outcome: 'found',
        status: status || undefined,
      });
      expect(w.stored).toHaveLength(1);
      expect(w.look).toHaveBeenCalledTimes(1);
      // The next press (a reload, another tab) still finds it and sends nothing.
      await expect(sendExactlyOnce('draft', w.send, w.guard())).resolves.toEqual({
        outcome: 'found',
      });
      expect(w.send).toHaveBeenCalledTimes(1);
    },
  );

  it('a 504 that stored nothing: not in the list, the mark kept; the next press looks, then sends', async () => {
    const w = world((n) => (n === 1 ? gateway(504) : null));
    w.send.mockImplementationOnce(() => Promise.reject(gateway(504)));
    const first = sendExactlyOnce('draft', w.send, w.guard()).catch((e: unknown) => e);
    expect(await first).toBeInstanceOf(NotInListError);
    expect(w.shared.pending).not.toBeNull();
    await expect(sendExactlyOnce('draft', w.send, w.guard())).resolves.toEqual({ outcome: 'sent' });
    expect(w.look).toHaveBeenCalledTimes(2);
    expect(w.stored).toHaveLength(1);
  });

  it('a refusal (500) clears the mark and is not looked for', async () => {
    const w = world();
    w.send.mockRejectedValueOnce(new ApiError(500, 'Serverfel', '/message/Group'));
    await expect(sendExactlyOnce('draft', w.send, w.guard())).rejects.toMatchObject({
      status: 500,
    });
    expect(w.shared.pending).toBeNull();
    expect(w.look).not.toHaveBeenCalled();
  });

  it('a failed look after a 504 keeps the 504 and the mark; nothing is sent again', async () => {
    const w = world(() => gateway(504));
    w.look.mockRejectedValueOnce(new ApiError(0, 'Nätverksfel', '/message/filter'));
    await expect(sendExactlyOnce('draft', w.send, w.guard())).rejects.toMatchObject({
      status: 504,
    });
    expect(w.shared.pending).not.toBeNull();
    w.look.mockRejectedValueOnce(new ApiError(0, 'Nätverksfel', '/message/filter'));
    const second = await sendExactlyOnce('draft', w.send, w.guard()).catch((e: unknown) => e);
    expect(second).toBeInstanceOf(LookFailedError);
    expect(w.send).toHaveBeenCalledTimes(1);
  });

  it('without a way to look, a pending mark needs the user’s confirmation', async () => {
    const w = world(() => gateway(504));
    await expect(sendExactlyOnce('draft', w.send, w.guard({ look: undefined }))).rejects.toThrow(
      'Gateway',
    );
    await expect(
      sendExactlyOnce('draft', w.send, w.guard({ look: undefined })),
    ).rejects.toBeInstanceOf(UnconfirmedError);
    expect(w.send).toHaveBeenCalledTimes(1);
  });
});

/** A Web Locks stand-in: one holder per name, the rest wait in turn (as the browser does). */
function fakeLocks() {
  const queues = new Map<string, Promise<unknown>>();
  return {
    request(name: string, ...args: unknown[]) {
      const options = (args.length > 1 ? args[0] : {}) as { ifAvailable?: boolean };
      const run = args[args.length - 1] as (lock: object | null) => Promise<unknown>;
      const before = queues.get(name);
      if (before && options.ifAvailable) return run(null);
      const turn = (before ?? Promise.resolve()).then(() => run({ name }));
      queues.set(
        name,
        turn.catch(() => undefined),
      );
      return turn;
    },
  };
}

describe('two tabs sending the same draft', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('take turns on the draft’s lock: the second reads the first one’s mark, looks and sends nothing', async () => {
    vi.stubGlobal('navigator', { ...navigator, locks: fakeLocks() });
    const w = world();
    let release!: () => void;
    w.send.mockImplementationOnce(
      () =>
        new Promise<void>((done) => {
          w.stored.push(1);
          release = done;
        }),
    );
    const onPhase = vi.fn();
    const first = sendExactlyOnce('draft', w.send, w.guard());
    const second = sendExactlyOnce('draft', w.send, w.guard({ onPhase }));
    await vi.waitFor(() => expect(onPhase).toHaveBeenCalledWith('waiting'));
    release();
    await expect(first).resolves.toEqual({ outcome: 'sent' });
    await expect(second).resolves.toEqual({ outcome: 'found' });
    expect(w.send).toHaveBeenCalledTimes(1);
    expect(w.stored).toHaveLength(1);
  });

  it('without Web Locks (jsdom), the mark is still read afresh just before the send', async () => {
    expect('locks' in navigator).toBe(false);
    const w = world(() => gateway(504));
    w.look.mockResolvedValueOnce(false); // the first tab's own look came too early
    await sendExactlyOnce('draft', w.send, w.guard()).catch(() => undefined);
    // The other tab had read no mark when it opened; it reads the stored one now.
    await expect(sendExactlyOnce('draft', w.send, w.guard())).resolves.toEqual({
      outcome: 'found',
    });
    expect(w.stored).toHaveLength(1);
  });
});
