import { useQueries, useQuery, type UseQueryResult } from '@tanstack/react-query';
import { hostTypesQuery } from '../api/get-host-types';
import { hostsQuery } from '../api/get-hosts';
import { equipmentTypesQuery } from '../api/get-equipment-types';
import { placesQuery } from '../api/get-places';
import type { EquipmentType, Host, Place } from '../api/schemas';

interface Merged<T> {
  data: T[];
  isPending: boolean;
  isError: boolean;
  refetch: () => void;
}

/** One list out of one query per district (the calls take one district each). */
function merge<T>(key: (item: T) => string | number, order: (a: T, b: T) => number) {
  return (results: UseQueryResult<T[]>[]): Merged<T> => {
    const seen = new Map<string | number, T>();
    for (const r of results) for (const item of r.data ?? []) seen.set(key(item), item);
    return {
      data: [...seen.values()].sort(order),
      isPending: results.some((r) => r.isPending),
      isError: results.some((r) => r.isError),
      refetch: () => results.forEach((r) => r.isError && void r.refetch()),
    };
  };
}

const byName = (a: { name: string }, b: { name: string }) => a.name.localeCompare(b.name, 'sv');
const mergeHosts = merge<Host>((h) => h.id, byName);
const mergeTypes = merge<EquipmentType>(
  (t) => t.id,
  (a, b) => a.hostTypeId - b.hostTypeId || (a.sortOrder ?? 0) - (b.sortOrder ?? 0),
);
const mergePlaces = merge<Place>((p) => p.shortName, byName);

/** The filter's lists, each following the choices before it (spec 2 §2). */
export function useFilterLists(districtIds: readonly number[], hostTypeId: number | null) {
  const hostTypes = useQuery(hostTypesQuery());
  const hosts = useQueries({
    queries: hostTypeId === null ? [] : districtIds.map((d) => hostsQuery(hostTypeId, d)),
    combine: mergeHosts,
  });
  // The call takes a host type (spec 2 §7); with none chosen, both kinds are asked for.
  const typeIds = hostTypeId !== null ? [hostTypeId] : (hostTypes.data ?? []).map((h) => h.id);
  const types = useQueries({
    queries: districtIds.flatMap((d) => typeIds.map((h) => equipmentTypesQuery(d, h))),
    combine: mergeTypes,
  });
  const equipmentTypes =
    hostTypeId === null && hostTypes.isPending
      ? { data: types.data, isPending: true, isError: types.isError, refetch: types.refetch }
      : types;
  const places = useQueries({
    queries: districtIds.map((d) => placesQuery(d)),
    combine: mergePlaces,
  });
  return { hostTypes, hosts, equipmentTypes, places };
}
