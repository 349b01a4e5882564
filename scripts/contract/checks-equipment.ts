import { getHostTypes } from '@/features/equipment/api/get-host-types';
import { getStatusTypes } from '@/features/equipment/api/get-status-types';
import { getEquipmentTypes } from '@/features/equipment/api/get-equipment-types';
import { getHosts } from '@/features/equipment/api/get-hosts';
import { getThingsToCheck } from '@/features/equipment/api/get-things-to-check';
import { getPlaces } from '@/features/equipment/api/get-places';
import { getChecklist } from '@/features/equipment/api/get-checklist';
import { getCheck } from '@/features/equipment/api/get-check';
import { addDaysToKey } from '@/lib/time/stockholm';
import { check, first, Skip } from './check';

const noHostType = new Skip('no host type in the list to ask about');

/** Spec 2 §7: the equipment register on the verify host. */
export const equipmentChecks = [
  check({
    host: 'verify',
    label: 'GET /api/Admin/hostTypes',
    run: () => getHostTypes(),
    keep: (types, ctx) => {
      ctx.found.hostTypeId = first(types)?.id;
    },
  }),
  check({ host: 'verify', label: 'GET /api/Admin/StatusTypes', run: () => getStatusTypes() }),
  check({
    host: 'verify',
    label: 'GET /api/admin/equipmentTypes',
    run: (ctx) =>
      ctx.found.hostTypeId !== undefined
        ? getEquipmentTypes(ctx.districtId, ctx.found.hostTypeId)
        : noHostType,
  }),
  check({
    host: 'verify',
    label: 'GET /api/Admin/hosts/{hostTypeId}/{districtId}',
    run: (ctx) =>
      ctx.found.hostTypeId !== undefined
        ? getHosts(ctx.found.hostTypeId, ctx.districtId)
        : noHostType,
    keep: (hosts, ctx) => {
      ctx.found.hostId = first(hosts)?.id;
    },
  }),
  check({
    host: 'verify',
    label: 'GET /api/Equipment/GetThingsToCheck/{hostId}',
    run: (ctx) =>
      ctx.found.hostId !== undefined
        ? getThingsToCheck(ctx.found.hostId)
        : new Skip('no host in the list to ask about'),
  }),
  check({
    host: 'verify',
    label: 'GET /api/Equipment/GetPlaces/{districtId}',
    run: (ctx) => getPlaces(ctx.districtId),
  }),
  check({
    host: 'verify',
    label: 'GET /api/Admin/checklist',
    run: (ctx) =>
      getChecklist(
        {
          districtIds: [ctx.districtId],
          dateFrom: addDaysToKey(ctx.today, -30),
          dateTo: ctx.today,
          hostTypeId: null,
          hostId: null,
          equipmentId: null,
          place: null,
        },
        0,
      ),
    keep: (page, ctx) => {
      ctx.found.checkId = first(page.data)?.id;
    },
    describe: (page) => `${page.data.length} of ${page.count} checks`,
  }),
  check({
    host: 'verify',
    label: 'GET /api/Admin/check/{id}',
    run: (ctx) =>
      ctx.found.checkId !== undefined
        ? getCheck(ctx.found.checkId)
        : new Skip('no check in the last 30 days to ask about'),
  }),
];
