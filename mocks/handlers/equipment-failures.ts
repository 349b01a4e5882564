import { HttpResponse } from 'msw';
import { http, type MockContext } from '../lib/handler';
import { badRequest } from '../lib/errors';
import { defineTable } from '../db/table';
import { dbFor } from '../db/store';
import { readJsonObject } from '../lib/body';

/**
 * Failure injection per call of the verify host, for tests and demos (per namespace):
 *
 *   POST /mock/verify/__control  {"fail": {"call": "saveCheck", "after": 1, "times": 1,
 *                                          "status": 400, "message": "…"}}
 *   POST /mock/verify/__control  {"clear": true}
 *   GET  /mock/verify/__control  → {"failures": [...]}
 *
 * `after` calls of that kind still succeed, then the next `times` ones (default 1) answer
 * `status` (default 503) with `{"message": …}`. Calls: see EQUIPMENT_CALLS.
 */
export const EQUIPMENT_CALLS = [
  'checklist',
  'check',
  'saveCheck',
  'updateCheck',
  'equipmentTypes',
  'hostTypes',
  'hosts',
  'thingsToCheck',
  'statusTypes',
  'places',
] as const;
export type EquipmentCall = (typeof EQUIPMENT_CALLS)[number];

interface Failure {
  call: EquipmentCall;
  after: number;
  times: number;
  status: number;
  message: string;
}

const failuresTable = defineTable<Failure[]>('equipmentFailures', () => []);

function readFailure(value: unknown): Failure {
  if (typeof value !== 'object' || value === null) throw badRequest('fail måste vara ett objekt');
  const v = value as Record<string, unknown>;
  if (!EQUIPMENT_CALLS.includes(v.call as EquipmentCall))
    throw badRequest(`fail.call måste vara en av ${EQUIPMENT_CALLS.join(', ')}`);
  const count = (x: unknown, fallback: number) =>
    Number.isInteger(x) && (x as number) >= 0 ? (x as number) : fallback;
  const status = count(v.status, 503);
  if (status < 400 || status > 599) throw badRequest('fail.status måste vara 400–599');
  return {
    call: v.call as EquipmentCall,
    after: count(v.after, 0),
    times: Math.max(1, count(v.times, 1)),
    status,
    message: typeof v.message === 'string' && v.message ? v.message : 'Simulerat fel (mock)',
  };
}

/** Runs `resolver` unless a failure is due for this call (then answers with it). */
export function failing<C extends MockContext>(
  call: EquipmentCall,
  resolver: (ctx: C) => Response | Promise<Response>,
): (ctx: C) => Response | Promise<Response> {
  return (ctx) => {
    const failures = ctx.db.get(failuresTable);
    const due = failures.find((f) => f.call === call);
    if (!due) return resolver(ctx);
    if (due.after > 0) due.after -= 1;
    else {
      due.times -= 1;
      if (due.times === 0) failures.splice(failures.indexOf(due), 1);
      ctx.db.changed();
      return HttpResponse.json({ message: due.message }, { status: due.status });
    }
    ctx.db.changed();
    return resolver(ctx);
  };
}

const CONTROL = '*/mock/verify/__control';

export const equipmentControlHandlers = [
  http.get(CONTROL, ({ request }) =>
    HttpResponse.json({ failures: dbFor(request).get(failuresTable) }),
  ),
  http.post(CONTROL, async ({ request }) => {
    const db = dbFor(request);
    const body = await readJsonObject(request);
    const failures = db.get(failuresTable);
    if (body.clear === true) failures.splice(0);
    if (body.fail !== undefined) {
      const list = Array.isArray(body.fail) ? body.fail : [body.fail];
      failures.push(...list.map(readFailure));
    }
    db.changed();
    return HttpResponse.json({ failures });
  }),
];
