import { afterEach, beforeEach } from 'vitest';
import { server } from '../../mocks/node';

/** A request as it left the client (for HTTP contract tests against the mock backend). */
export interface SeenRequest {
  method: string;
  path: string;
  /** `METHOD /path?query`, exactly as sent. */
  call: string;
  query: Record<string, string>;
  body: Promise<string>;
  contentType: string | null;
  /** The Authorization header sent, or null for a call that goes without it. */
  authorization: string | null;
}

/**
 * Records every request the test's code sends (the list starts empty before each test); call at
 * the top of a test file. `seen.list` is the requests in order; `seen.reset()` forgets them.
 */
export function recordRequests() {
  const seen = {
    list: [] as SeenRequest[],
    reset: () => void (seen.list = []),
    calls: () => seen.list.map((s) => s.call),
    /** The bodies sent, JSON read back ('' for none). */
    bodies: async () =>
      (await Promise.all(seen.list.map((s) => s.body))).map((b) =>
        b ? (JSON.parse(b) as unknown) : '',
      ),
  };
  const record = ({ request }: { request: Request }) => {
    const url = new URL(request.url);
    seen.list.push({
      method: request.method,
      path: url.pathname,
      call: `${request.method} ${url.pathname}${url.search}`,
      query: Object.fromEntries(url.searchParams),
      body: request.clone().text(),
      contentType: request.headers.get('content-type'),
      authorization: request.headers.get('authorization'),
    });
  };
  beforeEach(() => {
    seen.reset();
    server.events.on('request:start', record);
  });
  afterEach(() => {
    server.events.removeListener('request:start', record);
  });
  return seen;
}
