import { defineTable } from '../db/table';
import { addDaysToKey } from '../../src/lib/time/stockholm';
import { employeeName, employeesTable, stationsTable } from './org';
import { equipmentTypesTable, statusTypesTable, preselectedStatus } from './equipment-catalogue';
import { equipmentHostsTable, hostEquipmentTable } from './equipment-hosts';

export * from './equipment-catalogue';
export * from './equipment-hosts';

/** Where the mock keeps a check's picture (made absolute on the way out; see handler). */
export const checkImagePath = (id: number) => `/mock/verify/images/${id}.svg`;

/** An equipment check as the verify host serves it (spec 2 §3), plus who registered it. */
export interface MockEquipmentCheck {
  id: number;
  statusId: number;
  statusName: string;
  temperature: number | null;
  hostId: number;
  hostName: string;
  hostTypeId: number;
  /** The equipment type's id. */
  equipmentId: number;
  equipmentTypeName: string;
  /** Place short name (vehicles only). */
  place: string | null;
  description: string;
  memo: string;
  imageUrl: string | null;
  trip: number | null;
  /** When it happened, registered, updated: Stockholm wall time `yyyy-MM-ddTHH:mm:ss`. */
  created: string;
  registered: string;
  updated: string | null;
  vehiclePosition: string | null;
  hostEquipmentRelationID: number;
  districtID: number;
  eventId: number | null;
  checkTemplateId: number;
  externalId: string | null;
  userId: string;
  registeredBy: string;
}

const pad = (n: number) => String(n).padStart(2, '0');

/** `2026-05-04`, 1500 → `2026-05-05T01:00:00` (minutes past midnight roll over). */
export function wallTime(dateKey: string, minutes: number): string {
  const days = Math.floor(minutes / 1440);
  const rest = minutes - days * 1440;
  return `${addDaysToKey(dateKey, days)}T${pad(Math.floor(rest / 60))}:${pad(rest % 60)}:00`;
}

const DEVIATION_TEXTS: Record<number, string[]> = {
  1: [
    'Visar fel avgångar',
    'Startar inte',
    'Kortläsaren fungerar inte',
    'Står still sedan i morse',
  ],
  3: ['Glappar, behöver ses över', 'Skärmen flimrar', 'Skylt saknas'],
  4: ['Nedskräpat efter helgen', 'Kladdigt golv', 'Hann inte städa före avgång'],
  7: ['Tvålen räckte till halva tåget', 'Endast en dispenser påfylld'],
  8: ['Inget förråd ombord', 'Förrådet i depån tomt'],
  10: ['Klotter på väggen vid entrén', 'Repad ruta i vagn B', 'Sönderskuret säte'],
  13: ['Kompressorn låter, håller inte temperaturen', 'Dörren till kylen stänger inte'],
};
const MEMOS = ['Felanmält till fastighetsägaren', 'Åtgärdas vid nästa depåbesök', 'Foto bifogat'];

/**
 * Demo checks per district over the last 45 days, times the data scale (at most 50,000 in all).
 * Skåne (4) is the large one: more than one page (5,000) of checks, so that paging and the
 * list's speed show on the demo data itself.
 */
export const CHECKS_PER_DISTRICT: Record<number, number> = { 4: 5200, 14: 250, 17: 450, 19: 300 };
export const equipmentChecksTable = defineTable<MockEquipmentCheck[]>('equipmentChecks', (ctx) => {
  const { random } = ctx;
  const relations = ctx.get(hostEquipmentTable);
  const hosts = new Map(ctx.get(equipmentHostsTable).map((h) => [h.id, h]));
  const types = new Map(ctx.get(equipmentTypesTable).map((t) => [t.id, t]));
  const statuses = ctx.get(statusTypesTable);
  const staff = ctx.get(employeesTable);
  const stations = ctx.get(stationsTable);
  const total = Object.values(CHECKS_PER_DISTRICT).reduce((a, b) => a + b, 0);
  // Capped so that the persisted state stays workable at the largest scales.
  const scale = Math.min(Math.max(1, ctx.controls.scale), 50_000 / total);
  const relationsIn = new Map<number, typeof relations>();
  for (const relation of relations) {
    const d = hosts.get(relation.hostId)!.districtId;
    relationsIn.set(d, [...(relationsIn.get(d) ?? []), relation]);
  }
  const plan = Object.entries(CHECKS_PER_DISTRICT).flatMap(([d, n]) =>
    Array.from({ length: Math.floor(n * scale) }, () => Number(d)),
  );
  const count = plan.length;
  const byDistrict = <T extends { districtId?: number; defaultDistrictId?: number }>(rows: T[]) => {
    const map = new Map<number, T[]>();
    for (const row of rows) {
      const d = row.districtId ?? row.defaultDistrictId ?? 0;
      map.set(d, [...(map.get(d) ?? []), row]);
    }
    return map;
  };
  const staffIn = byDistrict(staff);
  const placesIn = byDistrict(stations);
  const checks: MockEquipmentCheck[] = [];
  for (let i = 0; i < count; i++) {
    const relation = random.pick(relationsIn.get(plan[i]!) ?? relations);
    const host = hosts.get(relation.hostId)!;
    const type = types.get(relation.equipmentTypeId)!;
    const group = statuses.filter((s) => s.statusGroupId === type.statusGroupId);
    const usual = preselectedStatus(statuses, type.statusGroupId) ?? group[0]!;
    const status =
      type.id === 72 && random.chance(0.5)
        ? statuses.find((s) => s.id === 11)!
        : random.chance(0.8)
          ? usual
          : random.pick(group);
    const deviation = !status.preselected && status.id !== 11;
    const day = addDaysToKey(ctx.today, -random.int(1, 45));
    const minute = random.int(5 * 60, 22 * 60);
    const registeredAfter = random.int(0, 120);
    const by = random.pick(staffIn.get(host.districtId) ?? staff);
    const vehicle = host.hostTypeId === 2;
    const places = placesIn.get(host.districtId) ?? [];
    checks.push({
      id: i + 1,
      statusId: status.id,
      statusName: status.name,
      temperature:
        status.id === 11 ? random.int(2, 19) / 10 : status.id === 13 ? random.int(4, 9) : null,
      hostId: host.id,
      hostName: host.name,
      hostTypeId: host.hostTypeId,
      equipmentId: type.id,
      equipmentTypeName: type.type,
      place: vehicle && places.length ? random.pick(places).signature : null,
      description: deviation ? random.pick(DEVIATION_TEXTS[status.id] ?? ['Avvikelse']) : '',
      memo: deviation && random.chance(0.4) ? random.pick(MEMOS) : '',
      imageUrl: deviation && random.chance(0.2) ? checkImagePath(i + 1) : null,
      trip: vehicle ? random.int(1000, 1999) : null,
      created: wallTime(day, minute),
      registered: wallTime(day, minute + registeredAfter),
      updated: random.chance(0.1)
        ? wallTime(day, minute + registeredAfter + random.int(30, 600))
        : null,
      vehiclePosition: vehicle ? random.pick(['A', 'B', 'C']) : null,
      hostEquipmentRelationID: relation.id,
      districtID: host.districtId,
      eventId: deviation ? 70_000 + i : null,
      checkTemplateId: relation.checkTemplateId,
      externalId: null,
      userId: by.userId,
      registeredBy: employeeName(by),
    });
  }
  return checks;
});
