import { useStoredFilter } from '@/lib/use-stored-filter';
import { useCurrentDistrict } from '@/stores/district';
import type { DistrictOption } from './use-group-districts';

const parse = (raw: unknown): number[] | null =>
  Array.isArray(raw) && raw.every(Number.isInteger) ? (raw as number[]) : null;

/**
 * The districts ticked on the list, kept as every view's filters are (`useStoredFilter`: per
 * tab, per user). At first the current district when it is offered, else every offered district.
 * Only offered ones count.
 */
export function useChosenDistricts(offered: readonly DistrictOption[]) {
  const current = useCurrentDistrict();
  const ids = offered.map((d) => d.id);
  const initial = current !== null && ids.includes(current) ? [current] : ids;
  const [stored, setStored] = useStoredFilter<number[] | null>('groupadmin.districts', null, parse);
  const chosen = (stored ?? initial).filter((d) => ids.includes(d));
  return [chosen, setStored] as const;
}
