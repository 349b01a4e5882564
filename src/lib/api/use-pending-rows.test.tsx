import { describe, expect, it } from 'vitest';
import type { ReactNode } from 'react';
import { act, renderHook, waitFor } from '@testing-library/react';
import { QueryClient, QueryClientProvider, useMutation } from '@tanstack/react-query';
import { useIsRowPending, usePendingRows } from './use-pending-rows';

interface Vars {
  rowId: number;
}
const rowOf = (variables: Vars) => variables.rowId;

/** Two mutations, each held until released: `save` under ['rows', 'save'], `other` elsewhere. */
function setup(saveKey: readonly unknown[] = ['rows', 'save']) {
  const queryClient = new QueryClient();
  const releases = new Map<number, () => void>();
  const held = ({ rowId }: Vars) => new Promise<void>((resolve) => releases.set(rowId, resolve));
  const wrapper = ({ children }: { children: ReactNode }) => (
    <QueryClientProvider client={queryClient}>{children}</QueryClientProvider>
  );
  const hook = renderHook(
    ({ key }) => ({
      save: useMutation({ mutationKey: ['rows', 'save'], mutationFn: held }),
      other: useMutation({ mutationKey: ['other'], mutationFn: held }),
      pending: usePendingRows(key, rowOf),
      isPending: useIsRowPending(key, rowOf),
    }),
    { wrapper, initialProps: { key: saveKey } },
  );
  const release = async (rowId: number) => {
    await act(async () => releases.get(rowId)!());
  };
  return { hook, release };
}

describe('usePendingRows and useIsRowPending', () => {
  it('hold the rows whose mutation under the key is pending, until each settles', async () => {
    const { hook, release } = setup();
    expect(hook.result.current.pending.size).toBe(0);

    act(() => {
      hook.result.current.save.mutate({ rowId: 1 });
      hook.result.current.other.mutate({ rowId: 3 });
    });
    await waitFor(() => expect([...hook.result.current.pending]).toEqual([1]));
    expect(hook.result.current.isPending(1)).toBe(true);
    expect(hook.result.current.isPending(3)).toBe(false);

    act(() => hook.result.current.save.mutate({ rowId: 2 }));
    await waitFor(() => expect([...hook.result.current.pending].sort()).toEqual([1, 2]));

    await release(1);
    await waitFor(() => expect([...hook.result.current.pending]).toEqual([2]));
    expect(hook.result.current.isPending(1)).toBe(false);
    expect(hook.result.current.isPending(2)).toBe(true);
    await release(2);
    await release(3);
    await waitFor(() => expect(hook.result.current.pending.size).toBe(0));
  });

  it('answers at once, before any re-render (a double click)', () => {
    const { hook } = setup();
    const { save, isPending } = hook.result.current;
    act(() => {
      save.mutate({ rowId: 7 });
      // Same render's function, asked right after the call.
      expect(isPending(7)).toBe(true);
    });
  });

  it('keep their identity across renders while the key (by value) is the same', () => {
    const { hook } = setup();
    const { pending, isPending } = hook.result.current;
    hook.rerender({ key: ['rows', 'save'] });
    expect(hook.result.current.pending).toBe(pending);
    expect(hook.result.current.isPending).toBe(isPending);
    hook.rerender({ key: ['rows', 'other-save'] });
    expect(hook.result.current.isPending).not.toBe(isPending);
  });

  it('match the key as a prefix, as React Query filters do', async () => {
    const { hook, release } = setup(['rows']);
    act(() => hook.result.current.save.mutate({ rowId: 4 }));
    await waitFor(() => expect([...hook.result.current.pending]).toEqual([4]));
    expect(hook.result.current.isPending(4)).toBe(true);
    await release(4);
  });
});
