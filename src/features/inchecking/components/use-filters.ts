import { useState } from 'react';
import { parseTimeFrame, type TimeFrame } from '../lib/time-frame';

const KEY = 'pp.inchecking.filters';

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

/** Search text and time frame, kept for the browser session (a reload keeps what was typed). */
export function useFilters(): [Filters, (change: Partial<Filters>) => void] {
  const [filters, setFilters] = useState(read);
  const update = (change: Partial<Filters>) =>
    setFilters((old) => {
      const next = { ...old, ...change };
      try {
        sessionStorage.setItem(KEY, JSON.stringify(next));
      } catch {
        /* storage unavailable: kept in memory */
      }
      return next;
    });
  return [filters, update];
}
