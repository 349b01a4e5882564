/**
 * The row a click in the list landed on (its `data-index`), or null when the click was outside a
 * row or on something that acts by itself (a button, a link, a field).
 */
export function clickedRowIndex(target: EventTarget | null): number | null {
  if (!(target instanceof Element)) return null;
  if (target.closest('a, button, input, select, textarea, label')) return null;
  const row = target.closest('tr[data-index]');
  const index = row ? Number(row.getAttribute('data-index')) : NaN;
  return Number.isInteger(index) && index >= 0 ? index : null;
}
