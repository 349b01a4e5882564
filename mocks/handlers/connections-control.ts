import { HttpResponse, delay } from 'msw';
import { http } from '../lib/handler';
import { badRequest } from '../lib/errors';
import { defineTable } from '../db/table';
import { dbFor } from '../db/store';
import type { MockNamespace } from '../db/namespace';
import { readJsonObject } from '../lib/body';

/**
 * Per-call slowness and failures of the connection services, per namespace, so that tests and
 * demos can make answers arrive out of order or one service fail:
 *   POST /mock/connections/__control {"rules":[{"host":"travelinfo","place":"M","delayMs":2000},
 *        {"host":"transit","status":503,"message":"Bussarna är nere"}]}
 *   GET  /mock/connections/__control → {"rules":[…]};  {"rules":[]} clears them.
 * A rule applies to a call of its host (traffic, travelinfo, transit, places, vehicles; none =
 * every host) about its place (a signature, stop name or samStopId; none = every place).
 */
export const CONNECTION_HOSTS = ['traffic', 'travelinfo', 'transit', 'places', 'vehicles'] as const;
export type ConnectionHost = (typeof CONNECTION_HOSTS)[number];

export interface ConnectionRule {
  host?: ConnectionHost;
  place?: string;
  delayMs?: number;
  status?: number;
  message?: string;
}

export const connectionRulesTable = defineTable<ConnectionRule[]>('connectionRules', () => []);

function readRule(value: unknown): ConnectionRule {
  if (typeof value !== 'object' || value === null)
    throw badRequest('en regel måste vara ett objekt');
  const v = value as Record<string, unknown>;
  const rule: ConnectionRule = {};
  if (v.host !== undefined) {
    if (!CONNECTION_HOSTS.includes(v.host as ConnectionHost))
      throw badRequest(`host måste vara en av ${CONNECTION_HOSTS.join(', ')}`);
    rule.host = v.host as ConnectionHost;
  }
  if (v.place !== undefined) rule.place = String(v.place);
  if (typeof v.delayMs === 'number') rule.delayMs = Math.min(60_000, Math.max(0, v.delayMs));
  if (typeof v.status === 'number') {
    if (v.status < 400 || v.status > 599) throw badRequest('status måste vara 400–599');
    rule.status = v.status;
  }
  if (typeof v.message === 'string') rule.message = v.message;
  return rule;
}

/** Waits and/or fails as the namespace's rules say for this call; undefined to go on. */
export async function applyConnectionRules(
  db: MockNamespace,
  host: ConnectionHost,
  placeNames: readonly (string | number | null | undefined)[],
): Promise<Response | undefined> {
  const names = placeNames.filter((p) => p != null).map((p) => String(p).toLowerCase());
  const rules = db
    .get(connectionRulesTable)
    .filter(
      (r) => (!r.host || r.host === host) && (!r.place || names.includes(r.place.toLowerCase())),
    );
  const wait = Math.max(0, ...rules.map((r) => r.delayMs ?? 0));
  if (wait > 0) await delay(wait);
  const failure = rules.find((r) => r.status);
  if (!failure) return undefined;
  return HttpResponse.json(
    { message: failure.message ?? 'Tjänsten svarar inte (mock)' },
    { status: failure.status },
  );
}

const PATH = '*/mock/connections/__control';

export const connectionsControlHandlers = [
  http.get(PATH, ({ request }) =>
    HttpResponse.json({ rules: dbFor(request).get(connectionRulesTable) }),
  ),
  http.post(PATH, async ({ request }) => {
    const body = await readJsonObject(request);
    if (!Array.isArray(body.rules)) throw badRequest('Innehållet måste vara {"rules":[…]}.');
    const rules = body.rules.map(readRule);
    const db = dbFor(request);
    db.set(connectionRulesTable, rules);
    return HttpResponse.json({ rules });
  }),
];
