import { describe, expect, it } from 'vitest';
import { renderHook } from '@testing-library/react';
import { useKeptOrder } from './use-kept-order';

interface Doc {
  id: number;
  read: boolean;
}

const unreadFirst = (docs: readonly Doc[]) =>
  [...docs].sort((a, b) => Number(a.read) - Number(b.read) || a.id - b.id);
const idOf = (doc: Doc) => doc.id;
const ids = (docs: readonly Doc[]) => docs.map(idOf);

function render(docs: readonly Doc[]) {
  return renderHook(({ items }) => useKeptOrder(items, unreadFirst, idOf), {
    initialProps: { items: docs },
  });
}

describe('useKeptOrder', () => {
  const loaded: Doc[] = [
    { id: 1, read: true },
    { id: 2, read: false },
    { id: 3, read: false },
    { id: 4, read: true },
  ];

  it('sorts the list as it is loaded', () => {
    const { result } = render(loaded);
    expect(ids(result.current)).toEqual([2, 3, 1, 4]);
  });

  it('keeps a document in its place when it is read, with its new contents', () => {
    const { result, rerender } = render(loaded);
    const read = loaded.map((d) => (d.id === 2 ? { ...d, read: true } : d));
    rerender({ items: read });
    expect(ids(result.current)).toEqual([2, 3, 1, 4]);
    expect(result.current[0]).toEqual({ id: 2, read: true });
  });

  it('sorts anew when the members change (a new document, another district)', () => {
    const { result, rerender } = render(loaded);
    rerender({ items: loaded.map((d) => (d.id === 2 ? { ...d, read: true } : d)) });
    rerender({
      items: [...loaded.map((d) => ({ ...d, read: d.id !== 3 })), { id: 5, read: false }],
    });
    expect(ids(result.current)).toEqual([3, 5, 1, 2, 4]);
    rerender({
      items: [
        { id: 9, read: true },
        { id: 8, read: false },
      ],
    });
    expect(ids(result.current)).toEqual([8, 9]);
  });

  it('gives back the same list while nothing changed (the table below is memoized)', () => {
    const { result, rerender } = render(loaded);
    const first = result.current;
    rerender({ items: loaded });
    expect(result.current).toBe(first);
  });
});
