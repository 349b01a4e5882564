import { authenticate, type MockUser } from '../lib/handler';

/**
 * As an ASP.NET Core `[Authorize]` hub: negotiate needs the bearer header (`secured`), and the
 * WebSocket request itself must carry the access token too — browsers cannot set headers on a
 * WebSocket, so SignalR's client sends it as `access_token` in the query (accessTokenFactory).
 * The token must be valid and, after negotiate, belong to the user who negotiated.
 */
export type HubAdmission =
  { ok: true; user: MockUser } | { ok: false; status: 401 | 403; reason: string };

export function admitToHub(url: URL, negotiatedUser: MockUser | null): HubAdmission {
  const token = url.searchParams.get('access_token');
  if (!token) return { ok: false, status: 401, reason: 'access_token missing' };
  let user: MockUser;
  try {
    user = authenticate(new Request(url, { headers: { authorization: `Bearer ${token}` } }));
  } catch {
    return { ok: false, status: 401, reason: 'Invalid or expired access_token' };
  }
  if (negotiatedUser && negotiatedUser.userId !== user.userId)
    return { ok: false, status: 403, reason: 'Token of another user than negotiated' };
  return { ok: true, user };
}
