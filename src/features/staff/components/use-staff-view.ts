import { useCallback } from 'react';
import { useStoredFilter } from '@/lib/use-stored-filter';
import type { Sort } from '@/lib/sort';
import { NO_FILTERS, type StaffFilters, type StaffSortKey } from '../lib/staff-rows';

const SORT_KEYS: readonly StaffSortKey[] = [
  'block',
  'description',
  'workTitle',
  'name',
  'employeeNumber',
  'timeStart',
  'timeEnd',
  'startStation',
  'endStation',
];
const DEFAULT_SORT: Sort<StaffSortKey> = { key: 'timeStart', direction: 'asc' };
/**
 * Filters are written to storage shortly after typing stops (and at once when the page goes
 * away), not in every keystroke's handler: a write there delayed each keystroke's paint.
 */
const SAVE_DELAY_MS = 300;

function parseFilters(raw: unknown): StaffFilters | null {
  if (typeof raw !== 'object' || raw === null) return null;
  const r = raw as Record<string, unknown>;
  const text = (v: unknown) => (typeof v === 'string' ? v : '');
  return { name: text(r.name), phone: text(r.phone), train: text(r.train) };
}

function parseSort(raw: unknown): Sort<StaffSortKey> | null {
  if (typeof raw !== 'object' || raw === null) return null;
  const r = raw as Record<string, unknown>;
  if (!SORT_KEYS.includes(r.key as StaffSortKey)) return null;
  return { key: r.key as StaffSortKey, direction: r.direction === 'desc' ? 'desc' : 'asc' };
}

/** Filters and sort order, kept for the browser session (a reload or a visit elsewhere keeps them). */
export function useStaffView() {
  const [filters, setFilters] = useStoredFilter('staff.filters', NO_FILTERS, parseFilters, {
    saveDelayMs: SAVE_DELAY_MS,
  });
  const [sort, setSort] = useStoredFilter('staff.sort', DEFAULT_SORT, parseSort);
  const changeFilters = useCallback(
    (change: Partial<StaffFilters>) => setFilters((f) => ({ ...f, ...change })),
    [setFilters],
  );
  return { filters, changeFilters, sort, setSort };
}
