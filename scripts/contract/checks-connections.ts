import { getStops } from '@/lib/resources/traffic/get-stops';
import { getPlaces } from '@/features/connections/api/get-places';
import {
  getBusDepartures,
  getTrainDepartures,
  searchDate,
} from '@/features/connections/api/get-departures';
import { getVehicles } from '@/features/connections/api/get-vehicles';
import { productCodes, SIGNATURE_DISTRICTS } from '@/features/connections/config';
import { getInfo } from '@/app/front-page/api/get-info';
import { getLinks } from '@/app/front-page/api/get-links';
import { formatStockholm, formatTime } from '@/lib/time/stockholm';
import { check, first, Skip, type Ctx } from './check';

const keepDeparture = (
  list: readonly { advertisedTimeAtLocation: Date; technicalNumber: string | null }[],
  ctx: Ctx,
  product: number,
) => {
  const d = list.find((item) => item.technicalNumber);
  if (d && !ctx.found.departure)
    ctx.found.departure = {
      advertised: d.advertisedTimeAtLocation,
      technicalNumber: d.technicalNumber!,
      product,
    };
};

/** Spec 2 §7 connections, and the front page's widgets (spec 2 §7 Other). */
export const connectionChecks = [
  check({
    host: 'traffic',
    label: 'GET /api/stops (connections)',
    run: (ctx) => getStops(ctx.districtId),
    keep: (stops, ctx) => {
      ctx.found.samStopId = first(stops)?.samStopId;
    },
  }),
  check({
    host: 'travelinfo',
    label: 'GET /places',
    run: (ctx) => getPlaces(ctx.districtId),
    keep: (places, ctx) => {
      const place = first(places);
      ctx.found.placeName = place?.name;
      ctx.found.signature = place?.shortName || undefined;
    },
  }),
  check({
    host: 'travelinfo',
    label: 'GET /api/departures (trains)',
    run: (ctx) =>
      ctx.found.placeName
        ? getTrainDepartures({
            signature: SIGNATURE_DISTRICTS.includes(ctx.districtId)
              ? (ctx.found.signature ?? null)
              : null,
            placeName: ctx.found.placeName,
            date: searchDate(),
          })
        : new Skip('no place in the list to ask about'),
    keep: (list, ctx) => keepDeparture(list, ctx, productCodes().train),
  }),
  check({
    host: 'transit',
    label: 'GET /api/departures (buses)',
    run: (ctx) =>
      ctx.found.samStopId !== undefined
        ? getBusDepartures({ samStopId: ctx.found.samStopId, date: searchDate() })
        : new Skip('no stop in the list to ask about'),
    keep: (list, ctx) => keepDeparture(list, ctx, productCodes().bus),
  }),
  check({
    host: 'vehicles',
    label: 'GET /vehicle-{product}l/{districtId}',
    run: (ctx) => {
      const d = ctx.found.departure;
      if (!d) return new Skip('no departure with a trip number to ask about');
      return getVehicles({
        districtId: ctx.districtId,
        product: d.product,
        calendarId: formatStockholm(d.advertised, 'yyyy-MM-dd'),
        technicalNumber: d.technicalNumber,
        startTime: formatTime(d.advertised),
      });
    },
  }),
  check({
    host: 'info',
    label: 'GET (info widget)',
    run: () => getInfo(),
    optional: 'the front page shows the info widget without items',
  }),
  check({
    host: 'links',
    label: 'GET /api/links',
    run: (ctx) => getLinks(ctx.districtId),
    optional: 'the links widget shows the fallback intranet link',
  }),
];
