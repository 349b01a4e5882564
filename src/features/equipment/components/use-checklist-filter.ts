import { useState } from 'react';
import { useCurrentDistrict } from '@/stores/district';
import { useDistrictsWith } from '@/lib/auth/use-districts-with';
import { useStoredFilter } from '@/lib/use-stored-filter';
import { addDaysToKey, toDateKey } from '@/lib/time/stockholm';
import { equipmentAccess } from '../access';
import type { ChecklistFilter } from '../api/equipment-keys';
import { hostTypeChange, placeFilterAllowed } from '../lib/filter-choice';

export interface DateRange {
  from: string | null;
  to: string | null;
}

interface Choice {
  districtIds: number[];
  hostTypeId: number | null;
  hostId: number | null;
  equipmentId: number | null;
  place: string | null;
}

/** The last 7 days, today included. */
export const defaultRange = (): DateRange => ({
  from: addDaysToKey(toDateKey(), -6),
  to: toDateKey(),
});

const DAY = /^\d{4}-\d{2}-\d{2}$/;
function parseRange(raw: unknown): DateRange | null {
  if (!raw || typeof raw !== 'object') return null;
  const { from, to } = raw as Record<string, unknown>;
  const day = (v: unknown) => (typeof v === 'string' && DAY.test(v) ? v : null);
  return { from: day(from), to: day(to) };
}

/**
 * The list's filter. Each choice clears those after it that depend on it (districts → host,
 * equipment type, place; host type → host, equipment type). The date range is kept in session
 * storage (spec 2 §2); a new choice goes back to the first page.
 */
export function useChecklistFilter() {
  const current = useCurrentDistrict();
  const allowed = useDistrictsWith(equipmentAccess.verify).districts;
  const [dates, storeDates] = useStoredFilter('equipment.dates', defaultRange(), parseRange);
  const [choice, setChoice] = useState<Choice>(() => ({
    districtIds: current !== null && allowed.includes(current) ? [current] : allowed.slice(0, 1),
    hostTypeId: null,
    hostId: null,
    equipmentId: null,
    place: null,
  }));
  const [page, setPage] = useState(0);
  const change = (next: Partial<Choice>) => {
    setChoice((c) => ({ ...c, ...next }));
    setPage(0);
  };

  const filter: ChecklistFilter = {
    districtIds: [...choice.districtIds].sort((a, b) => a - b),
    dateFrom: dates.from,
    dateTo: dates.to,
    hostTypeId: choice.hostTypeId,
    hostId: choice.hostId,
    equipmentId: choice.equipmentId,
    place: placeFilterAllowed(choice.hostTypeId) ? choice.place : null,
  };
  return {
    allowed,
    filter,
    page,
    setPage,
    toggleDistrict: (districtId: number, on: boolean) =>
      change({
        districtIds: on
          ? [...choice.districtIds, districtId]
          : choice.districtIds.filter((d) => d !== districtId),
        hostId: null,
        equipmentId: null,
        place: null,
      }),
    setDates: (range: DateRange) => {
      storeDates(range);
      setPage(0);
    },
    setHostType: (hostTypeId: number | null) => change(hostTypeChange(hostTypeId)),
    setHost: (hostId: number | null) => change({ hostId }),
    setEquipment: (equipmentId: number | null) => change({ equipmentId }),
    setPlace: (place: string | null) => change({ place }),
  };
}

export type ChecklistFilterState = ReturnType<typeof useChecklistFilter>;
