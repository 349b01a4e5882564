import { jwtDecode } from 'jwt-decode';
import type { AccessEntry } from './access';

/** Token rules of the spec: valid from nbf − 1 h until exp − 4 h. */
export const TOKEN_EARLY_MS = 60 * 60 * 1000;
export const TOKEN_CUTOFF_MS = 4 * 60 * 60 * 1000;
/** Session warning below 6 hours left (21,600,000 ms). */
export const SESSION_WARNING_MS = 21_600_000;

export interface Session {
  token: string;
  userId: string;
  userName: string;
  name: string;
  employeeNumber: string;
  phoneNumber: string;
  roles: string[];
  access: AccessEntry[];
  defaultDistrictId: number | null;
  dutySiteId: number | null;
  dutySiteName: string;
  dutySites: number[];
  /** Milliseconds since epoch. */
  issuedAt: number | null;
  notBefore: number | null;
  expires: number;
}

export type TokenResult =
  | { ok: true; session: Session }
  | { ok: false; reason: 'malformed' | 'no-exp' | 'not-yet-valid' | 'expired' };

type Claims = Record<string, unknown>;

const toNumber = (value: unknown): number | null => {
  if (typeof value === 'number' && Number.isFinite(value)) return value;
  if (typeof value === 'string' && value.trim() !== '' && Number.isFinite(Number(value)))
    return Number(value);
  return null;
};

const toText = (value: unknown): string =>
  typeof value === 'string' ? value : typeof value === 'number' ? String(value) : '';

function toList(value: unknown): unknown[] {
  if (Array.isArray(value)) return value;
  if (value === undefined || value === null || value === '') return [];
  return [value];
}

/** Parses a string that might hold JSON; returns the value unchanged otherwise. */
function maybeJson(value: unknown): unknown {
  if (typeof value !== 'string') return value;
  const text = value.trim();
  if (!text.startsWith('[') && !text.startsWith('{')) return value;
  try {
    return JSON.parse(text) as unknown;
  } catch {
    return value;
  }
}

/** Accepts every serialisation of CONTRACT: array, array as JSON string, array of JSON strings, camel/PascalCase. */
export function parseAccessClaim(claim: unknown): AccessEntry[] {
  const entries: AccessEntry[] = [];
  for (const raw of toList(maybeJson(claim)).flatMap((item) => toList(maybeJson(item)))) {
    if (typeof raw !== 'object' || raw === null) continue;
    const record = raw as Record<string, unknown>;
    const name = toText(record.name ?? record.Name).trim();
    if (!name) continue;
    const districtsRaw = toList(maybeJson(record.districts ?? record.Districts));
    const all = districtsRaw.some((d) => d === '*');
    const districts = districtsRaw.map(toNumber).filter((d): d is number => d !== null);
    entries.push({ name, districts: all ? '*' : districts });
  }
  return entries;
}

export function parseRoles(claim: unknown): string[] {
  return toList(maybeJson(claim))
    .map(toText)
    .map((role) => role.trim())
    .filter(Boolean);
}

/** A claim holding numbers: one, a list, or a list as JSON text (`dutySites`). */
export function parseNumberList(claim: unknown): number[] {
  return toList(maybeJson(claim))
    .map(toNumber)
    .filter((d): d is number => d !== null);
}

/** Decodes a JWT (no signature check: the APIs do that) and applies the validity window. */
export function parseToken(token: string, nowMs: number = Date.now()): TokenResult {
  let claims: Claims;
  try {
    claims = jwtDecode<Claims>(token);
  } catch {
    return { ok: false, reason: 'malformed' };
  }
  const exp = toNumber(claims.exp);
  if (exp === null) return { ok: false, reason: 'no-exp' };
  const nbf = toNumber(claims.nbf);
  const iat = toNumber(claims.iat);
  const expires = exp * 1000;
  if (nbf !== null && nowMs < nbf * 1000 - TOKEN_EARLY_MS)
    return { ok: false, reason: 'not-yet-valid' };
  if (nowMs >= expires - TOKEN_CUTOFF_MS) return { ok: false, reason: 'expired' };
  const dutySiteId = toNumber(claims.dutySiteId);
  return {
    ok: true,
    session: {
      token,
      userId: toText(claims.sub ?? claims.userId),
      userName: toText(claims.userName),
      name: toText(claims.name),
      employeeNumber: toText(claims.employeeNumber),
      phoneNumber: toText(claims.phoneNumber),
      roles: parseRoles(claims.role),
      access: parseAccessClaim(claims.access),
      defaultDistrictId: toNumber(claims.defaultDistrictId),
      dutySiteId,
      dutySiteName: toText(claims.dutySiteName),
      dutySites: parseNumberList(claims.dutySites),
      issuedAt: iat === null ? null : iat * 1000,
      notBefore: nbf === null ? null : nbf * 1000,
      expires,
    },
  };
}

/** The moment the portal stops using the token (exp − 4 h). */
export function tokenCutoff(session: Pick<Session, 'expires'>): number {
  return session.expires - TOKEN_CUTOFF_MS;
}

/** Whether the session has passed its cut-off (now, unless told otherwise). */
export function isPastCutoff(
  session: Pick<Session, 'expires'>,
  nowMs: number = Date.now(),
): boolean {
  return nowMs >= tokenCutoff(session);
}

export type SessionStatus = 'ok' | 'warning' | 'expired';

/** Status icon rule: expired past expiry, warning under 6 hours left, otherwise ok. */
export function sessionStatus(session: Pick<Session, 'expires'>, nowMs: number): SessionStatus {
  const left = session.expires - nowMs;
  if (left <= 0) return 'expired';
  if (left < SESSION_WARNING_MS) return 'warning';
  return 'ok';
}
