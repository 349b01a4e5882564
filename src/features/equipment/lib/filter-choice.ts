import { HOST_TYPE } from '@/lib/validation/equipment-check';

/** Stations (host type 1) have no place: the place filter is off and empty for them. */
export const placeFilterAllowed = (hostTypeId: number | null) => hostTypeId !== HOST_TYPE.station;

/** A new host type clears host and equipment type, and the place when it is a station. */
export function hostTypeChange(hostTypeId: number | null) {
  return {
    hostTypeId,
    hostId: null,
    equipmentId: null,
    ...(placeFilterAllowed(hostTypeId) ? {} : { place: null }),
  };
}
