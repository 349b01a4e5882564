import { HttpResponse } from 'msw';
import { http, mockPath, secured } from '../lib/handler';
import { ROLES, districtsTable, dutySitesTable } from '../seed/org';

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
