import { describe, expect, it, vi } from 'vitest';
import { act, renderHook } from '@testing-library/react';
import { ApiError } from '@/lib/api/api-error';
import { useSendOnce } from './use-send-once';

/** The hook with a send whose outcome was left unknown by an earlier attempt. */
function afterUnknownOutcome(verify: () => Promise<boolean>) {
  const send = vi.fn(() => Promise.resolve());
  const setPending = vi.fn();
  const onSent = vi.fn();
  const hook = renderHook(() =>
    useSendOnce({ pendingSince: Date.now() - 60_000, setPending, send, verify, onSent }),
  );
  return { hook, send, setPending, onSent };
}

describe('useSendOnce after an attempt whose outcome is unknown', () => {
  it('sends nothing and keeps the pending mark when the check itself fails', async () => {
    const { hook, send, setPending, onSent } = afterUnknownOutcome(() =>
      Promise.reject(new ApiError(500, 'Serverfel', '/message/filter')),
    );
    await act(() => hook.result.current.run({}));
    expect(send).not.toHaveBeenCalled();
    expect(setPending).not.toHaveBeenCalled();
    expect(onSent).not.toHaveBeenCalled();
    expect(hook.result.current.failure).toMatchObject({ kind: 'unknown' });
  });

  it('does not send again when the check finds the message', async () => {
    const { hook, send, onSent } = afterUnknownOutcome(() => Promise.resolve(true));
    await act(() => hook.result.current.run({}));
    expect(send).not.toHaveBeenCalled();
    expect(onSent).toHaveBeenCalledWith(true);
  });

  it('sends once when the check finds nothing', async () => {
    const { hook, send, onSent } = afterUnknownOutcome(() => Promise.resolve(false));
    await act(() => hook.result.current.run({}));
    expect(send).toHaveBeenCalledTimes(1);
    expect(onSent).toHaveBeenCalledWith(false);
  });
});
