import { HttpResponse, type JsonBodyType } from 'msw';
import { defineTable } from '../db/table';
import type { MockNamespace } from '../db/namespace';
import type { Route } from './route';

/**
 * The writes whose answer shape the spec does not give (spec 1 §7 "the response shape of mark
 * and upload is not shown"; spec 2 §7 "The response shape of sends is not shown", and no shape
 * for group, recipient and check saves, deletes or check-in). In the `spec` profile the handler
 * does its work as always, then its answer (the full object) is replaced by the next step of a
 * rotation, counted per namespace over all these writes:
 *   200 empty body · 200 `true` · 200 the record's bare id (JSON number) · 200 the full object,
 * and for creates (the uploads too) also 201 with the full object and 201 with an empty body, for
 * updates (PUT) and deletes also 204, for check-in and check-out 201 (full, empty) and 204. Mark
 * stays 200; sends stay 200 (spec 2 §7/§8: any other status is an error).
 */
export type WriteKind = 'plain' | 'send' | 'create' | 'update' | 'delete' | 'signin';

export type WriteShape =
  'empty' | 'true' | 'id' | 'full' | 'created-full' | 'created-empty' | 'no-content';

const BASE: readonly WriteShape[] = ['empty', 'true', 'id', 'full'];

export const WRITE_ROTATIONS: Record<WriteKind, readonly WriteShape[]> = {
  plain: BASE,
  send: BASE,
  create: [...BASE, 'created-full', 'created-empty'],
  update: [...BASE, 'no-content'],
  delete: [...BASE, 'no-content'],
  signin: [...BASE, 'created-full', 'created-empty', 'no-content'],
};

export interface WriteRule extends Route {
  kind: WriteKind;
  /** The created or affected record's id in the full answer (default: ID, id or Id). */
  id?: (full: unknown) => unknown;
}

const write = (
  method: Route['method'],
  host: Route['host'],
  paths: string | string[],
  kind: WriteKind,
  id?: WriteRule['id'],
): WriteRule => ({ method, host, paths: typeof paths === 'string' ? [paths] : paths, kind, id });

const field = (name: string) => (full: unknown) =>
  typeof full === 'object' && full !== null ? (full as Record<string, unknown>)[name] : undefined;

const RECIPIENTS = [
  '/GroupDistrictRecipient',
  '/GroupRoleRecipient',
  '/GroupDutySiteRecipient',
  '/GroupExternalRecipient',
];
const withId = (paths: string[]) => paths.flatMap((p) => [p, `${p}/:id`]);

export const WRITE_RULES: readonly WriteRule[] = [
  write('POST', 'api', '/document/mark', 'plain', field('DocumentID')),
  write('POST', 'api', '/document/upload', 'create'),
  write('POST', 'doc', '/v1/Document/Upload', 'create'),
  write('POST', 'msg', ['/message/Group', '/message/Internal'], 'send'),
  write('POST', 'msg', '/RecipientGroup', 'create'),
  write('PUT', 'msg', ['/RecipientGroup', '/RecipientGroup/:id'], 'update'),
  write('DELETE', 'msg', '/RecipientGroup/:id', 'delete'),
  write('POST', 'msg', RECIPIENTS, 'create'),
  write('PUT', 'msg', withId(['/GroupExternalRecipient']), 'update'),
  write('DELETE', 'msg', withId(RECIPIENTS), 'delete'),
  write('POST', 'verify', '/api/Admin/check', 'create'),
  write('PUT', 'verify', ['/api/Admin/check', '/api/Admin/check/:id'], 'update'),
  write('POST', 'staff', ['/signin/checkin', '/signin/checkout'], 'signin', field('checkInId')),
];

/** How many of these writes the namespace has answered (a reset starts again at 0). */
const answeredTable = defineTable<{ count: number }>('specProfileWrites', () => ({ count: 0 }));

/** The shape of the namespace's next write of this kind; counts the write. */
export function nextShape(db: MockNamespace, kind: WriteKind): WriteShape {
  const answered = db.get(answeredTable);
  const rotation = WRITE_ROTATIONS[kind];
  const step = (db.controls.rotationStart ?? 0) + answered.count;
  answered.count += 1;
  db.changed();
  return rotation[step % rotation.length]!;
}

function defaultId(full: unknown): unknown {
  const item = Array.isArray(full) ? full[0] : full;
  if (typeof item !== 'object' || item === null) return undefined;
  const record = item as Record<string, unknown>;
  return record.ID ?? record.id ?? record.Id;
}

/** The handler's full answer reshaped to `shape`; headers kept but for the body's own. */
export async function answerAs(
  shape: WriteShape,
  rule: WriteRule,
  response: Response,
): Promise<Response> {
  const text = await response.clone().text();
  let full: unknown;
  try {
    full = text === '' ? undefined : JSON.parse(text);
  } catch {
    return response;
  }
  const headers = new Headers(response.headers);
  headers.delete('content-length');
  headers.delete('content-type');
  const id = Number((rule.id ?? defaultId)(full));
  const json = (body: unknown, status = 200) =>
    HttpResponse.json(body as JsonBodyType, { status, headers });
  switch (shape) {
    case 'empty':
      return new HttpResponse(null, { status: 200, headers });
    case 'true':
      return json(true);
    case 'id':
      return Number.isFinite(id) ? json(id) : new HttpResponse(null, { status: 200, headers });
    case 'full':
      return json(full ?? null);
    case 'created-full':
      return json(full ?? null, 201);
    case 'created-empty':
      return new HttpResponse(null, { status: 201, headers });
    case 'no-content':
      return new HttpResponse(null, { status: 204, headers });
  }
}
