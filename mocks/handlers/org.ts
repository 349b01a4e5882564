import { HttpResponse } from 'msw';
import { http, mockPath, secured } from '../lib/handler';
import { districtsTable, dutySitesTable } from '../seed/org';

/** Roles of the identity system (auth host), offered e.g. as group recipients. */
export const ROLES = [
  { ID: 1, Name: 'Driver' },
  { ID: 2, Name: 'Conductor' },
  { ID: 3, Name: 'Traffic Message Recipient External' },
  { ID: 4, Name: 'Testgrupp' },
  { ID: 5, Name: 'Dispatcher' },
  { ID: 6, Name: 'Useradmin' },
];

export const orgHandlers = [
  http.get(
    mockPath('auth', '/api/district'),
    secured(null, ({ db }) => HttpResponse.json(db.get(districtsTable))),
  ),
  http.get(
    mockPath('auth', '/api/Admin/ListRoles'),
    secured(null, () => HttpResponse.json(ROLES)),
  ),
  http.get(
    mockPath('api', '/auth/dutysite/list'),
    secured(null, ({ db }) => HttpResponse.json(db.get(dutySitesTable))),
  ),
];
