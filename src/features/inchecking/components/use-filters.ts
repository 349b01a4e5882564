import { useCallback } from 'react';
import { useStoredFilter } from '@/lib/use-stored-filter';
import { parseTimeFrame, type TimeFrame } from '../lib/time-frame';

const NAME = 'inchecking.filters';
/** Storage is written shortly after typing stops (and at once when the page goes away). */
const SAVE_DELAY_MS = 300;

interface Filters {
  search: string;
  frame: TimeFrame;
}

const NO_FILTERS: Filters = { search: '', frame: parseTimeFrame(null) };

/** What is readable of a stored value, the defaults for the rest. */
function parseFilters(raw: unknown): Filters {
  const stored = raw as Partial<Filters> | null;
  return {
    search: typeof stored?.search === 'string' ? stored.search : '',
    frame: parseTimeFrame(stored?.frame),
  };
}

/** Search text and time frame, kept for the browser session (a reload keeps what was typed). */
export function useFilters(): [Filters, (change: Partial<Filters>) => void] {
  const [filters, setFilters] = useStoredFilter(NAME, NO_FILTERS, parseFilters, {
    saveDelayMs: SAVE_DELAY_MS,
  });
  const update = useCallback(
    (change: Partial<Filters>) => setFilters((old) => ({ ...old, ...change })),
    [setFilters],
  );
  return [filters, update];
}
