import { queryOptions } from '@tanstack/react-query';
import * as z from 'zod/mini';
import { request } from '@/lib/api/client';
import { ApiError } from '@/lib/api/api-error';
import { connectionsKeys } from './connections-keys';
import { vehicleSchema, type Vehicle } from './schemas';

export interface VehicleSearch {
  districtId: number;
  /** The product code of the service (vehicle-136l for trains, vehicle-86l for buses). */
  product: number;
  calendarId: string;
  technicalNumber: string;
  /** HH:mm of the departure. */
  startTime: string;
}

export const NO_VALID_DISTRICT = 'No valid districtId';

/**
 * GET vehicles vehicle-{product}l/{districtId}?calendarId=…&technicalNumber=…&start_time=HH:mm,
 * without the portal's auth header (spec 2 §7). The service's `reason` is the message shown.
 */
export async function getVehicles(search: VehicleSearch, signal?: AbortSignal): Promise<Vehicle[]> {
  const { districtId, product, calendarId, technicalNumber, startTime } = search;
  if (!Number.isInteger(districtId) || districtId <= 0)
    throw new ApiError(400, NO_VALID_DISTRICT, `vehicle-${product}l/${districtId}`);
  try {
    return await request({
      host: 'vehicles',
      path: `/vehicle-${product}l/${districtId}`,
      query: { calendarId, technicalNumber, start_time: startTime },
      schema: z.array(vehicleSchema),
      auth: false,
      signal,
    });
  } catch (error) {
    const reason = (error as ApiError).body as { reason?: unknown } | undefined;
    if (error instanceof ApiError && typeof reason?.reason === 'string')
      throw new ApiError(error.status, reason.reason, error.url, error.body);
    throw error;
  }
}

export const vehiclesQuery = (search: VehicleSearch) =>
  queryOptions({
    queryKey: connectionsKeys.vehicles(search),
    queryFn: ({ signal }) => getVehicles(search, signal),
    staleTime: 5 * 60_000,
  });
