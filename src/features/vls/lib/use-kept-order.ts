import { useMemo, useState } from 'react';

/**
 * `items` sorted by `sort` once, then kept in that order while only their contents change: a
 * document the user opens and so marks read stays where it was found, and with it the keyboard
 * focus on its row, instead of moving down among the read ones (out of view, often). The list is
 * sorted anew when its members change: another district, a new document, a reload. `sort` and
 * `idOf` must be the same functions from render to render.
 */
export function useKeptOrder<T>(
  items: readonly T[],
  sort: (items: readonly T[]) => T[],
  idOf: (item: T) => number,
): readonly T[] {
  const [order, setOrder] = useState<readonly number[] | null>(null);
  const byId = useMemo(() => new Map(items.map((item) => [idOf(item), item])), [items, idOf]);
  const kept = order !== null && order.length === items.length && order.every((id) => byId.has(id));
  const result = useMemo(
    () => (kept ? order.map((id) => byId.get(id)!) : sort(items)),
    [kept, order, byId, items, sort],
  );
  // A new set of members: its sorted order is kept from the next render on.
  if (!kept) setOrder(result.map(idOf));
  return result;
}
