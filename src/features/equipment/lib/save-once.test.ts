import { describe, expect, it, vi } from 'vitest';
import { ApiError, InvalidResponseError } from '@/lib/api/api-error';
import type { EquipmentCheck } from '../api/schemas';
import type { CheckBody } from '../api/save-check';
import { saveOnce, type SaveOnceDeps } from './save-once';

const body = { hostEquipmentRelationId: 7, created: '2026-11-20T12:00:00' } as CheckBody;
const saved = { id: 41 } as EquipmentCheck;

/** The calls saveOnce makes, with `save` and `find` answering as given (in turn). */
function deps(save: (() => Promise<unknown>)[], find: (EquipmentCheck | null | Error)[] = []) {
  const sentAt: (number | undefined)[] = [];
  const d = {
    save: vi.fn(() => save.shift()!()),
    find: vi.fn(async () => {
      const next = find.shift() ?? null;
      if (next instanceof Error) throw next;
      return next;
    }),
    setSentAt: (at: number | undefined) => void sentAt.push(at),
    now: () => 1000,
  };
  return { d: d as unknown as SaveOnceDeps & typeof d, sentAt };
}

const gateway = () => Promise.reject(new ApiError(504, 'Gateway Timeout', '/api/Admin/check/'));

describe('saveOnce: a new check is never created twice', () => {
  it('sends a new check, keeping the send time until the answer', async () => {
    const { d, sentAt } = deps([async () => saved]);
    await expect(saveOnce(body, undefined, d)).resolves.toBe(saved);
    expect(d.find).not.toHaveBeenCalled();
    expect(sentAt).toEqual([1000]);
  });

  it('an unknown outcome (504, time-out, unreadable 2xx) looks at once: found counts as saved', async () => {
    for (const error of [
      new ApiError(504, 'x', ''),
      new ApiError(0, 'x', ''),
      new InvalidResponseError(200, 'x', ''),
    ]) {
      const { d } = deps([() => Promise.reject(error)], [saved]);
      await expect(saveOnce(body, undefined, d)).resolves.toBe(saved);
      expect(d.save).toHaveBeenCalledTimes(1);
      expect(d.find).toHaveBeenCalledWith(body, 1000);
    }
  });

  it('not found yet: the error stands and the send time is kept for the next save', async () => {
    const { d, sentAt } = deps([gateway], [null]);
    await expect(saveOnce(body, undefined, d)).rejects.toThrow('Gateway Timeout');
    expect(sentAt).toEqual([1000]);
  });

  it('the next save looks first, and does not send what it finds', async () => {
    const { d } = deps([], [saved]);
    await expect(saveOnce(body, 900, d)).resolves.toBe(saved);
    expect(d.find).toHaveBeenCalledWith(body, 900);
    expect(d.save).not.toHaveBeenCalled();
  });

  it('the next save sends again only when the server has no such check', async () => {
    const { d, sentAt } = deps([async () => undefined], [null]);
    await expect(saveOnce(body, 900, d)).resolves.toBeUndefined();
    expect(d.save).toHaveBeenCalledTimes(1);
    expect(sentAt).toEqual([1000]);
  });

  it('a failed look sends nothing (it could make a second check)', async () => {
    const { d } = deps([], [new ApiError(0, 'Nätverksfel', '')]);
    await expect(saveOnce(body, 900, d)).rejects.toThrow('Nätverksfel');
    expect(d.save).not.toHaveBeenCalled();
  });

  it('a refusal (4xx, 500) was not saved: the send time goes, nothing is looked for', async () => {
    const { d, sentAt } = deps([() => Promise.reject(new ApiError(400, 'Avställt', ''))]);
    await expect(saveOnce(body, undefined, d)).rejects.toThrow('Avställt');
    expect(d.find).not.toHaveBeenCalled();
    expect(sentAt).toEqual([1000, undefined]);
  });

  it('an update (PUT, id in the body) is sent again as it is', async () => {
    const { d } = deps([gateway, async () => saved]);
    const update = { ...body, id: 41 };
    await expect(saveOnce(update, 900, d)).rejects.toThrow();
    await expect(saveOnce(update, 900, d)).resolves.toBe(saved);
    expect(d.find).not.toHaveBeenCalled();
  });
});
