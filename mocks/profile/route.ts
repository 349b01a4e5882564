import type { MockHost } from '../lib/handler';

/** Which endpoint a request is: its method, host and path, matched as `mockPath` matches them. */
export interface Route {
  method: 'GET' | 'POST' | 'PUT' | 'DELETE';
  host: MockHost;
  /** As the handler declares it: `:name` segments are parameters; case-exact. */
  paths: readonly string[];
}

export interface RequestRoute {
  method: string;
  host: string;
  segments: string[];
}

function decode(segment: string): string {
  try {
    return decodeURIComponent(segment);
  } catch {
    return segment;
  }
}

/** The host and the path under it of a `/mock/<host>/...` request (any base path before it). */
export function routeOf(request: Request): RequestRoute | null {
  const segments = new URL(request.url).pathname.replace(/\/$/, '').split('/').slice(1);
  const at = segments.indexOf('mock');
  if (at < 0 || at + 1 >= segments.length) return null;
  return {
    method: request.method.toUpperCase(),
    host: segments[at + 1]!,
    segments: segments.slice(at + 2).map(decode),
  };
}

function matchesPath(pattern: string, actual: string[]): boolean {
  const expected = pattern.replace(/\/$/, '').split('/').slice(1);
  if (expected.length !== actual.length) return false;
  return expected.every((segment, i) =>
    segment.startsWith(':') ? actual[i] !== '' : segment === actual[i],
  );
}

/** The first rule whose route the request takes (list specific paths before `:id` ones). */
export function findRule<R extends Route>(rules: readonly R[], route: RequestRoute): R | undefined {
  return rules.find(
    (rule) =>
      rule.method === route.method &&
      rule.host === route.host &&
      rule.paths.some((path) => matchesPath(path, route.segments)),
  );
}
