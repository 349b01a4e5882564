import { defineTable } from '../db/table';
import { stationsTable } from './org';
import { EQUIPMENT_DISTRICTS, equipmentTypesTable } from './equipment-catalogue';

/** What is checked: stations and vehicles (hosts), and which equipment each one has. */

export interface MockHost {
  id: number;
  name: string;
  hostTypeId: number;
  districtId: number;
  /** Station signature (stations) or vehicle class, e.g. X61 (vehicles). */
  code: string;
}

/** One piece of equipment on one host: what a check is registered against. */
export interface MockHostEquipmentRelation {
  id: number;
  hostId: number;
  equipmentTypeId: number;
  checkTemplateId: number;
}

/** Vehicle fleets per district: class, first number, count (Pågatåg, Öresundståg, Krösatåg ...). */
const FLEETS: Record<number, [vehicleClass: string, first: number, count: number][]> = {
  4: [
    ['X61', 1, 10],
    ['X31', 4301, 6],
  ],
  14: [['X62', 1, 5]],
  17: [
    ['Y31', 1301, 5],
    ['X11', 3101, 3],
  ],
  19: [
    ['X61', 70, 6],
    ['X52', 9101, 3],
  ],
};

/** Vehicle classes with a bistro (and so a cooling check, type 72, and basket wash, 71). */
const BISTRO_CLASSES = new Set(['X31', 'Y31']);

export const equipmentHostsTable = defineTable<MockHost[]>('equipmentHosts', (ctx) => {
  const hosts: MockHost[] = [];
  let id = 1;
  for (const districtId of EQUIPMENT_DISTRICTS) {
    for (const station of ctx.get(stationsTable).filter((s) => s.districtId === districtId))
      hosts.push({
        id: id++,
        name: station.name,
        hostTypeId: 1,
        districtId,
        code: station.signature,
      });
    for (const [vehicleClass, first, count] of FLEETS[districtId] ?? [])
      for (let n = 0; n < count; n++) {
        const number = String(first + n).padStart(3, '0');
        hosts.push({
          id: id++,
          name: `${vehicleClass} ${number}`,
          hostTypeId: 2,
          districtId,
          code: vehicleClass,
        });
      }
  }
  return hosts;
});

export const hostEquipmentTable = defineTable<MockHostEquipmentRelation[]>(
  'hostEquipmentRelations',
  (ctx) => {
    const types = ctx.get(equipmentTypesTable);
    const relations: MockHostEquipmentRelation[] = [];
    let id = 1;
    for (const host of ctx.get(equipmentHostsTable)) {
      for (const type of types) {
        if (type.hostTypeId !== host.hostTypeId || !type.districts.includes(host.districtId))
          continue;
        if ((type.id === 71 || type.id === 72) && !BISTRO_CLASSES.has(host.code)) continue;
        // Lifts and escalators only at some stations.
        if ((type.id === 62 || type.id === 63) && !ctx.random.chance(0.5)) continue;
        relations.push({
          id: id++,
          hostId: host.id,
          equipmentTypeId: type.id,
          checkTemplateId: 900 + type.id,
        });
      }
    }
    return relations;
  },
);
