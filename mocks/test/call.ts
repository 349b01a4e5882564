import { demoToken } from '../../src/test/tokens';

/** Who calls: a demo user, a raw token, or nobody (no Authorization header). */
export type Who = Parameters<typeof demoToken>[0] | { token: string } | null;

export interface CallInit {
  who?: Who;
  method?: string;
  /** A JSON body (sent as `JSON.stringify(body)`, so `null` sends `null`). */
  body?: unknown;
  /** A body sent as it is (garbage, a form), with its content type if given. */
  raw?: { body: BodyInit; type?: string };
  headers?: Record<string, string>;
  /** What to do with a redirect; 'manual' to see the 302 itself (the identity provider). */
  redirect?: RequestRedirect;
}

/** A fetch against one mock host, as a signed-in demo user (admin unless told otherwise). */
export function callerFor(base: string) {
  return (path: string, init: CallInit = {}) => {
    const { who = 'admin', method = 'GET', body, raw, redirect } = init;
    const headers: Record<string, string> = { ...init.headers };
    if (who)
      headers.authorization = `Bearer ${typeof who === 'string' ? demoToken(who) : who.token}`;
    if (body !== undefined) headers['content-type'] = 'application/json';
    if (raw?.type) headers['content-type'] = raw.type;
    return fetch(`${base}${path}`, {
      method,
      headers,
      body: raw ? raw.body : body === undefined ? null : JSON.stringify(body),
      ...(redirect && { redirect }),
    });
  };
}
