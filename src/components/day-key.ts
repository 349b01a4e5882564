const pad = (n: number) => String(n).padStart(2, '0');

/**
 * The calendar day a date picker shows, as yyyy-MM-dd. The picker works in the browser's own
 * days, so these convert between its Date and the Stockholm day key the portal works with.
 */
export function toDayKey(date: Date | null): string | null {
  return date ? `${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}` : null;
}

export function fromDayKey(key: string | null): Date | null {
  if (!key) return null;
  const [y, m, d] = key.split('-').map(Number);
  return new Date(y!, m! - 1, d!);
}
