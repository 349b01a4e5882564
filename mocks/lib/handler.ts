import {
  http,
  type DefaultBodyType,
  type HttpCustomPredicate,
  type HttpResponseResolver,
  type PathParams,
} from 'msw';
import { hasAccess, type AccessRule } from '../../src/lib/auth/access';
import { parseAccessClaim, parseRoles } from '../../src/lib/auth/token';
import type { AccessEntry } from '../../src/lib/auth/access';
import { dbFor } from '../db/store';
import type { MockNamespace } from '../db/namespace';
import { decodeMockJwt } from './jwt';
import { readJson } from './body';
import { callerEmployee } from './caller';
import { forbidden, unauthorized } from './errors';
import { shapeAnswer } from '../profile/shape';

/** Hosts of the spec as the mock serves them: `/mock/<host>/...` on any origin. */
export type MockHost =
  | 'auth'
  | 'api'
  | 'doc'
  | 'msg'
  | 'traffic'
  | 'staff'
  | 'verify'
  | 'travelinfo'
  | 'transit'
  | 'vehicles'
  | 'info'
  | 'links'
  | 'flow'
  | 'idp';

/**
 * Where a handler listens: `/mock/<host><path>` on any origin and under any base path, matched
 * as exactly as the spec writes the path (document 1 §7, document 2 §7): a segment in another
 * case is a different path, as on a real server, so a client that misspells a path fails its
 * tests instead of passing them. `:name` segments are parameters; one trailing slash is
 * ignored. Where the spec itself writes one path in two casings (`Recipientgroup` and
 * `RecipientGroup`), pass both spellings.
 */
export function mockPath<Params extends PathParams = PathParams>(
  host: MockHost,
  path: string | readonly string[],
): HttpCustomPredicate<Params> {
  const patterns = (typeof path === 'string' ? [path] : path).map((p) =>
    segmentsOf(`/mock/${host}${p}`),
  );
  return ({ request }) => {
    const actual = segmentsOf(new URL(request.url).pathname);
    for (const pattern of patterns) {
      const params = matchTail(pattern, actual);
      if (params) return { matches: true, params: params as Params };
    }
    return false;
  };
}

function segmentsOf(pathname: string): string[] {
  return pathname.replace(/\/$/, '').split('/').slice(1);
}

function decode(segment: string): string {
  try {
    return decodeURIComponent(segment);
  } catch {
    return segment;
  }
}

/** The parameters when the request path ends with the pattern's segments, case-exactly. */
function matchTail(pattern: string[], actual: string[]): Record<string, string> | null {
  const offset = actual.length - pattern.length;
  if (offset < 0) return null;
  const params: Record<string, string> = {};
  for (const [i, expected] of pattern.entries()) {
    const segment = decode(actual[offset + i]!);
    if (expected.startsWith(':')) {
      if (segment === '') return null;
      params[expected.slice(1)] = segment;
    } else if (segment !== expected) return null;
  }
  return params;
}

export interface MockUser {
  userId: string;
  userName: string;
  name: string;
  employeeNumber: string;
  defaultDistrictId: number | null;
  roles: string[];
  access: AccessEntry[];
  claims: Record<string, unknown>;
}

export interface MockContext<Params extends PathParams = PathParams> {
  request: Request;
  params: Params;
  url: URL;
  db: MockNamespace;
  user: MockUser;
  /**
   * Throws 403 unless the user holds the rule (districts: a list, or omitted for anywhere), with
   * `refusal` as its message when given (else "Saknar behörighet (names)").
   */
  requireAccess(rule: AccessRule, refusal?: string): void;
  /**
   * A query parameter by its exact name as the spec writes it (`dutyid`, `districtId`): a
   * misspelt name is a missing parameter, so a client that relies on loose matching fails here.
   */
  query(name: string): string | null;
  /** The JSON body (any JSON value, `null` too); throws 400 when it is not JSON. */
  json<T = unknown>(): Promise<T>;
}

/** Reads and checks the bearer token as the APIs do: present, decodable, not expired. */
export function authenticate(request: Request, nowMs = Date.now()): MockUser {
  const header = request.headers.get('authorization') ?? '';
  const match = /^Bearer\s+(.+)$/i.exec(header);
  if (!match) throw unauthorized('Inloggning saknas: ingen token skickades');
  const claims = decodeMockJwt(match[1]!);
  if (!claims) throw unauthorized('Ogiltig token');
  const exp = Number(claims.exp);
  if (!Number.isFinite(exp) || exp * 1000 <= nowMs) throw unauthorized('Token har gått ut');
  const nbf = Number(claims.nbf);
  if (Number.isFinite(nbf) && nbf * 1000 - 60 * 60 * 1000 > nowMs)
    throw unauthorized('Token är inte giltig än');
  const district = Number(claims.defaultDistrictId);
  return {
    userId: String(claims.sub ?? claims.userId ?? ''),
    userName: String(claims.userName ?? ''),
    name: String(claims.name ?? ''),
    employeeNumber: String(claims.employeeNumber ?? ''),
    defaultDistrictId: Number.isFinite(district) ? district : null,
    roles: parseRoles(claims.role),
    access: parseAccessClaim(claims.access),
    claims,
  };
}

function queryGetter(url: URL) {
  return (name: string) => url.searchParams.get(name);
}

function jsonReader(request: Request) {
  return async <T>() => (await readJson(request)) as T;
}

/** Any signed-in user (a valid token): the services every employee may call. */
export const SIGNED_IN = 'signed-in';

/** Who may call: a rule, any one of several rules, or any signed-in user. */
export type Allowed = AccessRule | readonly AccessRule[] | typeof SIGNED_IN;

/** What is allowed, with the message of the 403 when it is not (a server's own words). */
export interface Refusing {
  allowed: Allowed;
  refusal: string;
}

/** `allowed`, refused with `refusal` as the 403's message instead of "Saknar behörighet (…)". */
export const refusing = (allowed: Allowed, refusal: string): Refusing => ({ allowed, refusal });

/**
 * The access check of a handler: what is allowed, or, where that depends on the request (a
 * district in the query, a stored item's district, the caller's own duty), a function of the
 * request that says it. The function may refuse the request first (a 400 for a missing
 * district, a 404 for an unknown item).
 */
export type Gate<Params extends PathParams = PathParams> =
  Allowed | Refusing | ((ctx: Omit<MockContext<Params>, 'requireAccess'>) => Allowed | Refusing);

const rulesOf = (allowed: Exclude<Allowed, typeof SIGNED_IN>): readonly AccessRule[] =>
  'names' in allowed ? [allowed as AccessRule] : (allowed as readonly AccessRule[]);

/**
 * Wraps a resolver with what every real API does first: the token (401), the access `gate`
 * (403), and the namespace's database. What the gate cannot know before the resolver has read
 * the body or the item it changes is checked there with `ctx.requireAccess`.
 */
export function secured<Params extends PathParams = PathParams>(
  gate: Gate<Params>,
  resolver: (ctx: MockContext<Params>) => Response | Promise<Response>,
): HttpResponseResolver<Params, DefaultBodyType> {
  return async ({ request, params }) => {
    const user = authenticate(request);
    const requireAny = (rules: readonly AccessRule[], refusal?: string) => {
      if (rules.some((r) => hasAccess(user.access, r))) return;
      const names = [...new Set(rules.flatMap((r) => r.names))];
      throw forbidden(refusal ?? `Saknar behörighet (${names.join(', ')})`);
    };
    const url = new URL(request.url);
    const db = dbFor(request);
    callerEmployee(db, user);
    const ctx = {
      request,
      params,
      url,
      db,
      user,
      query: queryGetter(url),
      json: jsonReader(request),
    };
    const given = typeof gate === 'function' ? gate(ctx) : gate;
    const { allowed, refusal }: Partial<Refusing> & Pick<Refusing, 'allowed'> =
      typeof given === 'object' && 'refusal' in given ? given : { allowed: given };
    if (allowed !== SIGNED_IN) requireAny(rulesOf(allowed), refusal);
    const response = await resolver({ ...ctx, requireAccess: (r, text) => requireAny([r], text) });
    // The `spec` profile reshapes what the spec does not promise (mocks/profile/).
    return shapeAnswer(request, db, response);
  };
}

/** Like `secured` but without a token (public services, the identity provider). */
export function open<Params extends PathParams = PathParams>(
  resolver: (
    ctx: Omit<MockContext<Params>, 'user' | 'requireAccess'>,
  ) => Response | Promise<Response>,
): HttpResponseResolver<Params, DefaultBodyType> {
  return async ({ request, params }) => {
    const url = new URL(request.url);
    const db = dbFor(request);
    const response = await resolver({
      request,
      params,
      url,
      db,
      query: queryGetter(url),
      json: jsonReader(request),
    });
    return shapeAnswer(request, db, response);
  };
}

export { http };
