import * as z from 'zod/mini';
import { request } from '@/lib/api/client';
import { formatStockholm } from '@/lib/time/stockholm';
import { productCodes } from '../config';
import { departureSchema, type ServerDeparture } from './schemas';

/** The `date` both services take: Stockholm wall-clock time of the search. */
export const searchDate = (at: Date | number = Date.now()) =>
  formatStockholm(at, "yyyy-MM-dd'T'HH:mm:ss");

/**
 * GET travelinfo api/departures?date=…&locationSignature=M&place=Malmö C&products=136: trains
 * from a station, by its signature (by name where the district needs none).
 */
export function getTrainDepartures(
  search: { signature: string | null; placeName: string; date: string },
  signal?: AbortSignal,
): Promise<ServerDeparture[]> {
  return request({
    host: 'travelinfo',
    path: '/api/departures',
    query: {
      date: search.date,
      locationSignature: search.signature ?? undefined,
      place: search.signature ? undefined : search.placeName,
      products: productCodes().train,
    },
    schema: z.array(departureSchema),
    signal,
  });
}

/** GET transit api/departures?date=…&place=740050200&products=86: buses from a stop. */
export function getBusDepartures(
  search: { samStopId: number; date: string },
  signal?: AbortSignal,
): Promise<ServerDeparture[]> {
  return request({
    host: 'transit',
    path: '/api/departures',
    query: { date: search.date, place: search.samStopId, products: productCodes().bus },
    schema: z.array(departureSchema),
    signal,
  });
}
