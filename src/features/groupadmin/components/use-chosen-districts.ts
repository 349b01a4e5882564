import { useStoredState } from '@/lib/use-stored-state';
import { useSession } from '@/stores/session';
import { useCurrentDistrict } from '@/stores/district';
import type { DistrictOption } from './use-group-districts';

const parse = (raw: unknown): number[] | null =>
  Array.isArray(raw) && raw.every(Number.isInteger) ? (raw as number[]) : null;

/**
 * The districts ticked on the list, kept for the browser session (per user). At first the
 * current district when it is offered, else every offered district. Only offered ones count.
 */
export function useChosenDistricts(offered: readonly DistrictOption[]) {
  const userId = useSession()?.userId ?? '';
  const current = useCurrentDistrict();
  const ids = offered.map((d) => d.id);
  const initial = current !== null && ids.includes(current) ? [current] : ids;
  const [stored, setStored] = useStoredState<number[] | null>(
    `pp.groupadmin.districts.${userId}`,
    null,
    parse,
  );
  const chosen = (stored ?? initial).filter((d) => ids.includes(d));
  return [chosen, setStored] as const;
}
