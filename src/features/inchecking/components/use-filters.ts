import { useCallback, useEffect, useRef, useState } from 'react';
import { parseTimeFrame, type TimeFrame } from '../lib/time-frame';

const KEY = 'pp.inchecking.filters';
/** Storage is written shortly after typing stops (and at once when the page goes away). */
const SAVE_DELAY_MS = 300;

interface Filters {
  search: string;
  frame: TimeFrame;
}

function read(): Filters {
  try {
    const raw = JSON.parse(sessionStorage.getItem(KEY) ?? 'null') as Partial<Filters> | null;
    return {
      search: typeof raw?.search === 'string' ? raw.search : '',
      frame: parseTimeFrame(raw?.frame),
    };
  } catch {
    return { search: '', frame: parseTimeFrame(null) };
  }
}

function save(filters: Filters): void {
  try {
    sessionStorage.setItem(KEY, JSON.stringify(filters));
  } catch {
    /* storage unavailable: kept in memory */
  }
}

/** Search text and time frame, kept for the browser session (a reload keeps what was typed). */
export function useFilters(): [Filters, (change: Partial<Filters>) => void] {
  const [filters, setFilters] = useState(read);
  const latest = useRef(filters);
  const update = useCallback(
    (change: Partial<Filters>) => setFilters((old) => ({ ...old, ...change })),
    [],
  );

  useEffect(() => {
    latest.current = filters;
    const timer = setTimeout(() => save(filters), SAVE_DELAY_MS);
    return () => clearTimeout(timer);
  }, [filters]);

  useEffect(() => {
    const flush = () => save(latest.current);
    window.addEventListener('pagehide', flush);
    return () => {
      window.removeEventListener('pagehide', flush);
      flush();
    };
  }, []);

  return [filters, update];
}
