import { HttpResponse } from 'msw';
import { http, mockPath, secured, SIGNED_IN } from '../lib/handler';
import { ROLES, districtsTable, dutySitesTable } from '../seed/org';

export const orgHandlers = [
  http.get(
    mockPath('auth', '/api/district'),
    secured(SIGNED_IN, ({ db }) => HttpResponse.json(db.get(districtsTable))),
  ),
  http.get(
    mockPath('auth', '/api/Admin/ListRoles'),
    secured(SIGNED_IN, () => HttpResponse.json(ROLES)),
  ),
  http.get(
    mockPath('api', '/auth/dutysite/list'),
    secured(SIGNED_IN, ({ db }) => HttpResponse.json(db.get(dutySitesTable))),
  ),
];
