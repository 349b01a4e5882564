import { HttpResponse } from 'msw';
import { http, open, mockPath } from '../lib/handler';
import { badRequest } from '../lib/errors';
import { signMockJwt } from '../lib/jwt';
import { DEMO_USERS, demoClaims } from '../seed/demo-users';

/** The mock identity provider: demo users and their tokens. */
export const idpHandlers = [
  http.get(
    mockPath('idp', '/demo-users'),
    open(() =>
      HttpResponse.json(
        DEMO_USERS.map((u) => ({
          key: u.key,
          label: u.label,
          name: `${u.employee.firstName} ${u.employee.lastName}`,
        })),
      ),
    ),
  ),
  http.post(
    mockPath('idp', '/demo-token'),
    open(async ({ json }) => {
      const { user } = await json<{ user?: string }>();
      const demo = DEMO_USERS.find((u) => u.key === user);
      if (!demo) return badRequest(`Okänd demoanvändare: ${String(user)}`);
      return HttpResponse.json({ access_token: signMockJwt(demoClaims(demo)) });
    }),
  ),
];
