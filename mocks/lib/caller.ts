import { parseNumberList } from '../../src/lib/auth/token';
import type { MockNamespace } from '../db/namespace';
import { employeesTable, type MockEmployee } from '../seed/org';
import type { MockUser } from './handler';

/**
 * The caller as staff of the mock. A token of a user the mock does not know (the operator's test
 * identity provider, a hand-made token) is taken at its word: the user is added to the
 * namespace's staff from the token's claims (name, employee number, default district, duty
 * sites, roles), so every handler that looks the caller up (documents, staff, messages) finds
 * them and they see their district's data. `secured()` calls it for every API call.
 */
export function callerEmployee(db: MockNamespace, user: MockUser): MockEmployee | null {
  if (!user.userId || !user.employeeNumber) return null;
  const staff = db.get(employeesTable);
  const known = staff.find(
    (e) => e.userId === user.userId || e.employeeNumber === user.employeeNumber,
  );
  if (known) return known;
  const districtId = user.defaultDistrictId ?? firstAccessDistrict(user);
  if (districtId === null) return null;
  const employee = employeeFromClaims(user, districtId);
  staff.push(employee);
  db.changed();
  return employee;
}

function firstAccessDistrict(user: MockUser): number | null {
  for (const entry of user.access)
    for (const district of entry.districts) if (typeof district === 'number') return district;
  return null;
}

function titleOf(roles: string[]): MockEmployee['title'] {
  if (roles.includes('bus')) return 'Bussförare';
  if (roles.includes('driver')) return 'Lokförare';
  if (roles.includes('conductor')) return 'Tågvärd';
  if (roles.includes('useradmin')) return 'Administratör';
  return 'Trafikledare';
}

function employeeFromClaims(user: MockUser, districtId: number): MockEmployee {
  const text = (value: unknown) => (typeof value === 'string' ? value : '');
  const [firstName = '', ...rest] = user.name.trim().split(/\s+/);
  const site = Number(user.claims.dutySiteId);
  const sites = parseNumberList(user.claims.dutySites);
  return {
    userId: user.userId,
    userName: user.userName || user.employeeNumber,
    employeeNumber: user.employeeNumber,
    firstName: firstName || user.userName || user.employeeNumber,
    lastName: rest.join(' '),
    email: text(user.claims.email),
    phones: { work: text(user.claims.phoneNumber), home: '', private: '' },
    title: titleOf(user.roles),
    roles: user.roles,
    defaultDistrictId: districtId,
    dutySiteIds: sites.length ? sites : Number.isInteger(site) && site > 0 ? [site] : [],
  };
}
