/** The one query-key factory of the equipment register (districts in every district-bound key). */
export interface ChecklistFilter {
  districtIds: readonly number[];
  /** yyyy-MM-dd, Stockholm days, both included. */
  dateFrom: string | null;
  dateTo: string | null;
  hostTypeId: number | null;
  hostId: number | null;
  equipmentId: number | null;
  place: string | null;
}

export const equipmentKeys = {
  all: ['equipment'] as const,
  checklists: () => [...equipmentKeys.all, 'checklist'] as const,
  checklist: (filter: ChecklistFilter, skip: number) =>
    [...equipmentKeys.checklists(), { ...filter, skip }] as const,
  check: (id: number) => [...equipmentKeys.all, 'check', id] as const,
  hostTypes: () => [...equipmentKeys.all, 'hostTypes'] as const,
  hosts: (hostTypeId: number | null, districtId: number | null) =>
    [...equipmentKeys.all, 'hosts', { hostTypeId, districtId }] as const,
  equipmentTypes: (districtId: number | null, hostTypeId: number) =>
    [...equipmentKeys.all, 'equipmentTypes', { districtId, hostTypeId }] as const,
  places: (districtId: number | null) => [...equipmentKeys.all, 'places', districtId] as const,
  thingsToCheck: (hostId: number | null) =>
    [...equipmentKeys.all, 'thingsToCheck', hostId] as const,
  statusTypes: () => [...equipmentKeys.all, 'statusTypes'] as const,
  /** Mutation key of check saves. */
  save: () => [...equipmentKeys.all, 'save'] as const,
};
