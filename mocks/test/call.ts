import { demoToken } from '../../src/test/tokens';

/** Who calls: a demo user, a raw token, or nobody (no Authorization header). */
export type Who = Parameters<typeof demoToken>[0] | { token: string } | null;

/** A fetch against one mock host, as a signed-in demo user (admin unless told otherwise). */
export function callerFor(base: string) {
  return (path: string, init: { who?: Who; method?: string; body?: unknown } = {}) => {
    const { who = 'admin', method = 'GET', body } = init;
    const headers: Record<string, string> = {};
    if (who)
      headers.authorization = `Bearer ${typeof who === 'string' ? demoToken(who) : who.token}`;
    if (body !== undefined) headers['content-type'] = 'application/json';
    return fetch(`${base}${path}`, {
      method,
      headers,
      body: body === undefined ? null : JSON.stringify(body),
    });
  };
}
