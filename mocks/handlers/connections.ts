import { HttpResponse, type RequestHandler } from 'msw';
import { http, mockPath, open, secured, SIGNED_IN, type MockContext } from '../lib/handler';
import { intParam } from '../lib/params';
import { badRequest, notFound, specError } from '../lib/errors';
import { parseServerDate } from '../../src/lib/time/stockholm';
import { districtsTable } from '../seed/org';
import { stopsTable, type MockStop } from '../seed/stops';
import {
  BUS_PRODUCT,
  TRAIN_PRODUCT,
  generateDepartures,
  generateVehicles,
} from '../seed/departures';
import { applyConnectionRules, connectionsControlHandlers } from './connections-control';

/**
 * Connections (spec 2 §7): stops (traffic host), departures from the travel-info service
 * (trains, product 136) and the public transport service (buses, product 86), the places list,
 * and the vehicle service. Departures, places and stops need a token (any signed-in user); the
 * vehicle service is called without the app's auth header:
 *   GET /mock/vehicles/vehicle-{product}l/{districtId}?calendarId=yyyy-MM-dd&technicalNumber=1042
 *       &start_time=HH:mm   (e.g. vehicle-136l/4 for trains in Skåne, vehicle-86l/5 for buses)
 * Departures carry `canceled` and `deviation` texts ("Inställt", "Spårändrat"); every hour of
 * every stop has a delayed, a cancelled and (trains) a re-tracked departure. Slowness and
 * failures per call: see connections-control.ts.
 */

/** Districts where a station search needs the station's signature (spec 2 §5). */
const SIGNATURE_DISTRICTS = [4, 5, 17];

function activeFilter(value: string | null): boolean | null {
  if (value === null || value === '') return null;
  if (/^(true|1)$/i.test(value)) return true;
  if (/^(false|0)$/i.test(value)) return false;
  throw badRequest('activestop måste vara true eller false');
}

type Ctx = Pick<MockContext, 'db' | 'query'>;

/** The stop a departure search is about, from its signature or its place (samStopId or name). */
function searchedStop(ctx: Ctx, train: boolean): MockStop {
  const stops = ctx.db.get(stopsTable);
  const signature = ctx.query('locationSignature')?.trim() ?? '';
  const place = ctx.query('place')?.trim() ?? '';
  const districtId = intParam(ctx.query('districtId'), 'districtId', false);
  let stop: MockStop | undefined;
  if (signature) {
    stop = stops.find((s) => s.shortName?.toLowerCase() === signature.toLowerCase());
    if (!stop) throw badRequest(`Okänd platssignatur: ${signature}`);
  } else if (place) {
    const lower = place.toLowerCase();
    stop = stops.find((s) => String(s.samStopId) === place || s.stopName.toLowerCase() === lower);
    if (!stop) throw badRequest(`Okänd plats: ${place}`);
  } else if (train && districtId !== null && SIGNATURE_DISTRICTS.includes(districtId)) {
    throw badRequest('Saknar platssignatur');
  } else {
    throw badRequest('place eller locationSignature saknas');
  }
  if (train && !signature && SIGNATURE_DISTRICTS.includes(districtId ?? stop.districtId))
    throw badRequest('Saknar platssignatur');
  return stop;
}

async function departures(ctx: Ctx, product: typeof TRAIN_PRODUCT | typeof BUS_PRODUCT) {
  const train = product === TRAIN_PRODUCT;
  const stop = searchedStop(ctx, train);
  const ruled = await applyConnectionRules(ctx.db, train ? 'travelinfo' : 'transit', [
    stop.shortName,
    stop.stopName,
    stop.samStopId,
  ]);
  if (ruled) return ruled;
  const products = (ctx.query('products') ?? '')
    .split(',')
    .filter((p) => p.trim() !== '')
    .map((p) => intParam(p.trim(), 'products')!);
  const dateText = ctx.query('date');
  const from = dateText ? parseServerDate(dateText) : new Date();
  if (!from) throw badRequest('date måste vara en tidpunkt (datum och tid)');
  // Trains call at stations (stops with a signature) only; a service answers for its product.
  if ((products.length && !products.includes(product)) || (train && !stop.shortName))
    return HttpResponse.json([]);
  const districtStations = ctx.db
    .get(stopsTable)
    .filter((s) => s.districtId === stop.districtId && s.shortName)
    .map((s) => s.stopName);
  return HttpResponse.json(
    generateDepartures({
      stopName: stop.stopName,
      districtId: stop.districtId,
      districtStations,
      product,
      from,
    }),
  );
}

export const connectionsHandlers: RequestHandler[] = [
  ...connectionsControlHandlers,
  http.get(
    mockPath('traffic', '/api/stops'),
    secured(SIGNED_IN, async ({ db, query }) => {
      const districtId = intParam(query('districtId'), 'districtId', false);
      const ruled = await applyConnectionRules(db, 'traffic', [districtId]);
      if (ruled) return ruled;
      const active = activeFilter(query('activestop'));
      const stops = db
        .get(stopsTable)
        .filter(
          (s) =>
            (districtId === null || s.districtId === districtId) &&
            (active === null || s.activeStop === active),
        );
      return HttpResponse.json(stops);
    }),
  ),
  http.get(
    mockPath('travelinfo', '/api/departures'),
    secured(SIGNED_IN, (ctx) => departures(ctx, TRAIN_PRODUCT)),
  ),
  http.get(
    mockPath('transit', '/api/departures'),
    secured(SIGNED_IN, (ctx) => departures(ctx, BUS_PRODUCT)),
  ),
  http.get(
    mockPath('travelinfo', '/places'),
    secured(SIGNED_IN, async ({ db, query }) => {
      const districtId = intParam(query('districtId'), 'districtId', false);
      const ruled = await applyConnectionRules(db, 'places', [districtId]);
      if (ruled) return ruled;
      const places = db
        .get(stopsTable)
        .filter(
          (s) =>
            s.shortName && s.activeStop && (districtId === null || s.districtId === districtId),
        )
        .map((s) => ({
          shortName: s.shortName!,
          name: s.stopName,
          districtId: s.districtId,
          samStopId: s.samStopId,
          latitude: s.latitude,
          longitude: s.longitude,
        }));
      return HttpResponse.json(places);
    }),
  ),
  http.get(
    mockPath('vehicles', '/:service/:districtId'),
    open(async ({ db, params, query }) => {
      const ruled = await applyConnectionRules(db, 'vehicles', [
        String(params.districtId),
        query('technicalNumber'),
      ]);
      if (ruled) return ruled;
      const product = /^vehicle-(\d+)l$/i.exec(String(params.service))?.[1];
      if (!product) throw notFound(`Okänd tjänst: ${String(params.service)}`);
      const districtId = Number(params.districtId);
      if (!db.get(districtsTable).some((d) => d.id === districtId))
        throw specError(400, { reason: 'No valid districtId', message: 'No valid districtId' });
      const calendarId = query('calendarId') ?? '';
      if (!/^\d{4}-\d{2}-\d{2}$/.test(calendarId))
        throw badRequest('calendarId måste vara ett datum (yyyy-MM-dd)');
      const technicalNumber = query('technicalNumber')?.trim();
      if (!technicalNumber) throw badRequest('technicalNumber saknas');
      // The spec's query (2 §7): calendarId, technicalNumber and start_time, all three.
      const clock = /^([01]\d|2[0-3]):([0-5]\d)$/.exec(query('start_time') ?? '');
      if (!clock) throw badRequest('start_time saknas eller är inte en tid (HH:mm)');
      const startMinute = Number(clock[1]) * 60 + Number(clock[2]);
      const places = db
        .get(stopsTable)
        .filter((s) => s.districtId === districtId && s.shortName)
        .map((s) => s.stopName);
      return HttpResponse.json(
        generateVehicles({
          districtId,
          product: Number(product),
          calendarId,
          technicalNumber,
          startMinute,
          places,
        }),
      );
    }),
  ),
];
