import type { Stop } from '@/lib/resources/traffic/stop-schema';

const fold = (text: string) => text.toLocaleLowerCase('sv').trim();

/**
 * The stops matching what was typed, by name or short name (signature), best first: the exact
 * signature, then names starting with the text, signatures starting with it, names with a word
 * starting with it, and names containing it.
 */
export function matchStops(stops: readonly Stop[], typed: string, limit = 12): Stop[] {
  const text = fold(typed);
  if (!text) return [];
  const scored: [number, Stop][] = [];
  for (const stop of stops) {
    const name = fold(stop.stopName);
    const short = stop.shortName ? fold(stop.shortName) : '';
    let score = -1;
    if (short && short === text) score = 0;
    else if (name.startsWith(text)) score = 1;
    else if (short && short.startsWith(text)) score = 2;
    else if (name.split(/[\s\-(/]+/).some((word) => word.startsWith(text))) score = 3;
    else if (name.includes(text)) score = 4;
    if (score >= 0) scored.push([score, stop]);
  }
  return scored
    .sort(([a, x], [b, y]) => a - b || x.stopName.localeCompare(y.stopName, 'sv'))
    .slice(0, limit)
    .map(([, stop]) => stop);
}
