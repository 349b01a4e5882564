import { HttpResponse } from 'msw';

/**
 * Failure injection per call (`POST /mock/__control {"failCalls": [...]}`): the next calls that
 * match a rule's method and path fail with its status, so that e.g. a partial save can be shown.
 * `path` matches the end of the request's path, case-insensitively, with `*` for one segment
 * (`/GroupExternalRecipient`, `/RecipientGroup/*`); `after` matching calls pass first, then
 * `times` calls fail (default 1). A rule is dropped once spent; an empty list clears them all.
 */
export interface FailCall {
  method: string;
  path: string;
  status: number;
  after: number;
  times: number;
}

const METHODS = ['GET', 'POST', 'PUT', 'DELETE', 'PATCH', '*'];

function count(value: unknown, fallback: number, min: number, max: number): number {
  return typeof value === 'number' && Number.isInteger(value)
    ? Math.min(max, Math.max(min, value))
    : fallback;
}

/** The rules of a control body (anything unreadable is left out). */
export function readFailCalls(value: unknown): FailCall[] | undefined {
  if (!Array.isArray(value)) return undefined;
  return value.flatMap((raw): FailCall[] => {
    if (typeof raw !== 'object' || raw === null) return [];
    const rule = raw as Record<string, unknown>;
    const method = typeof rule.method === 'string' ? rule.method.toUpperCase() : '*';
    if (!METHODS.includes(method) || typeof rule.path !== 'string' || rule.path === '') return [];
    return [
      {
        method,
        path: rule.path,
        status: count(rule.status, 503, 400, 599),
        after: count(rule.after, 0, 0, 1000),
        times: count(rule.times, 1, 1, 1000),
      },
    ];
  });
}

function pathMatches(pattern: string, pathname: string): boolean {
  const escaped = pattern
    .replace(/\/+$/, '')
    .split('*')
    .map((part) => part.replace(/[.+?^${}()|[\]\\]/g, '\\$&'))
    .join('[^/]+');
  return new RegExp(`${escaped}/?$`, 'i').test(pathname);
}

/**
 * Consumes the first rule that matches the call (mutating `rules`) and answers the failure, or
 * returns undefined when the call should go through.
 */
export function injectedFailure(
  rules: FailCall[] | undefined,
  method: string,
  pathname: string,
): Response | undefined {
  if (!rules) return undefined;
  const index = rules.findIndex(
    (r) => (r.method === '*' || r.method === method.toUpperCase()) && pathMatches(r.path, pathname),
  );
  if (index < 0) return undefined;
  const rule = rules[index]!;
  if (rule.after > 0) {
    rule.after -= 1;
    return undefined;
  }
  rule.times -= 1;
  if (rule.times <= 0) rules.splice(index, 1);
  return HttpResponse.json(
    { message: `Simulerat fel (mock): ${method.toUpperCase()} ${pathname}` },
    { status: rule.status },
  );
}
