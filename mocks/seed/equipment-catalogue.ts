import { defineTable } from '../db/table';

/** The equipment register's fixed lists (verify host): host types, status types, equipment types. */

export interface MockHostType {
  id: number;
  name: string;
}

export interface MockStatusType {
  id: number;
  name: string;
  statusGroupId: number;
  preselected: boolean;
}

export interface MockEquipmentType {
  id: number;
  type: string;
  hostTypeId: number;
  statusGroupId: number;
  districts: number[];
  sortOrder: number;
  cleaning: boolean;
}

/** Districts that run the equipment register (VEHICLE_CHECKLIST_ADMIN, spec 2 §6). */
export const EQUIPMENT_DISTRICTS = [4, 14, 17, 19] as const;

export const HOST_TYPES: readonly MockHostType[] = [
  { id: 1, name: 'Station' },
  { id: 2, name: 'Vehicle' },
];

/** Groups: 1 function, 2 cleaning, 3 refill, 4 graffiti, 5 cooling and basket wash. */
const STATUS_ROWS: [id: number, name: string, group: number][] = [
  [1, 'Ur funktion', 1],
  [2, 'OK', 1],
  [3, 'Bristfällig', 1],
  [4, 'Ej städad', 2],
  [5, 'Städad', 2],
  [6, 'Påfyllt', 3],
  [7, 'Delvis påfyllt', 3],
  [8, 'Slut – kunde ej fylla på', 3],
  [9, 'Ingen anmärkning', 4],
  [10, 'Klotter/skadegörelse', 4],
  [11, 'Temperatur kontrollerad', 5],
  [12, 'Korgtvätt utförd', 5],
  [13, 'Kylskåp ur funktion', 5],
];

const PRESELECTED = new Set([2, 5, 6, 9, 12]);

export const statusTypesTable = defineTable<MockStatusType[]>('equipmentStatusTypes', () =>
  STATUS_ROWS.map(([id, name, statusGroupId]) => ({
    id,
    name,
    statusGroupId,
    preselected: PRESELECTED.has(id),
  })),
);

const ALL = [...EQUIPMENT_DISTRICTS];

/** Station types 61-68, vehicle types 69-78; 72 is the bistro's cooling check. */
const TYPE_ROWS: [id: number, type: string, host: 1 | 2, group: number, cleaning: boolean][] = [
  [61, 'Biljettautomat', 1, 1, false],
  [62, 'Hiss', 1, 1, false],
  [63, 'Rulltrappa', 1, 1, false],
  [64, 'Informationsskärm', 1, 1, false],
  [65, 'Väntsal', 1, 2, true],
  [66, 'Toalett', 1, 2, true],
  [67, 'Klotter och skadegörelse', 1, 4, false],
  [68, 'Hjärtstartare', 1, 1, false],
  [69, 'Toalett', 2, 2, true],
  [70, 'Invändig städning', 2, 2, true],
  [71, 'Korgtvätt', 2, 2, true],
  [72, 'Kylskåp bistro', 2, 5, false],
  [73, 'Vatten och tvål', 2, 3, false],
  [74, 'Pappershanddukar', 2, 3, false],
  [75, 'Brandsläckare', 2, 1, false],
  [76, 'Klotter och skadegörelse', 2, 4, false],
  [77, 'Dörrar och trappsteg', 2, 1, false],
  [78, 'Yttre tvätt', 2, 2, true],
];

/** Types offered only in some districts (the rest are in all four). */
const TYPE_DISTRICTS: Record<number, number[]> = { 63: [4, 19], 71: [4, 17], 72: [4, 17] };

export const equipmentTypesTable = defineTable<MockEquipmentType[]>('equipmentTypes', () =>
  TYPE_ROWS.map(([id, type, hostTypeId, statusGroupId, cleaning]) => ({
    id,
    type,
    hostTypeId,
    statusGroupId,
    districts: TYPE_DISTRICTS[id] ?? ALL,
    // Listed in this order within the host type: 10, 20, 30 ...
    sortOrder:
      (TYPE_ROWS.filter((r) => r[2] === hostTypeId).findIndex((r) => r[0] === id) + 1) * 10,
    cleaning,
  })),
);

/** The status a new check starts with for a status group (spec: preselected ids 2, 5, 6, 9, 12). */
export function preselectedStatus(statuses: readonly MockStatusType[], group: number) {
  return statuses.find((s) => s.statusGroupId === group && s.preselected);
}
