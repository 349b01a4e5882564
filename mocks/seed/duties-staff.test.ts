import { describe, expect, it } from 'vitest';
import { getNamespace } from '../db/store';
import { crewOf, findEmployee } from './duties-staff';
import { dutySitesTable } from './org';

describe('hired-in staff', () => {
  const db = getNamespace('duties-staff-test');
  // The district's own crew first, then 200 hired in.
  const crew = crewOf(db, 4, 0).length;
  const extras = crewOf(db, 4, crew + 200).slice(crew);

  it('have a duty site of their district, as the operator’s own staff do', () => {
    expect(extras).toHaveLength(200);
    expect(extras.every((e) => e.userId.startsWith('extra-'))).toBe(true);
    const sites = new Map(db.get(dutySitesTable).map((s) => [s.id, s]));
    for (const e of extras) {
      expect(e.dutySiteIds).toHaveLength(1);
      expect(sites.get(e.dutySiteIds[0]!)?.districtId).toBe(4);
    }
    // A driver at a drivers' site, a conductor at a conductors' one.
    const siteOf = (e: (typeof extras)[number]) => sites.get(e.dutySiteIds[0]!)!.name;
    const drivers = extras.filter((e) => e.title === 'Lokförare');
    expect(drivers.length).toBeGreaterThan(0);
    expect(drivers.every((e) => siteOf(e).endsWith(' Lokförare'))).toBe(true);
    const conductors = extras.filter((e) => e.title !== 'Lokförare');
    expect(conductors.every((e) => siteOf(e).endsWith(' Tågvärdar'))).toBe(true);
  });

  it('some have a home phone and some a private one, in the same form as the others', () => {
    const homes = extras.map((e) => e.phones.home).filter(Boolean);
    const privates = extras.map((e) => e.phones.private).filter(Boolean);
    // About 30 % and 50 % of 200, as for the operator's own staff.
    expect(homes.length).toBeGreaterThan(20);
    expect(homes.length).toBeLessThan(extras.length);
    expect(privates.length).toBeGreaterThan(50);
    expect(privates.length).toBeLessThan(extras.length);
    for (const phone of homes) expect(phone).toMatch(/^4640\d{6}$/);
    for (const phone of privates) expect(phone).toMatch(/^467\d{8}$/);
  });

  it('are the same person wherever they are looked up', () => {
    for (const e of extras.slice(0, 20)) expect(findEmployee(db, e.employeeNumber)).toEqual(e);
  });
});
