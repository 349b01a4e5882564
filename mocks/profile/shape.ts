import { HttpResponse, type JsonBodyType } from 'msw';
import type { MockNamespace } from '../db/namespace';
import { READ_RULES } from './fields';
import { pick } from './pick';
import { profileOf } from './profile';
import { findRule, routeOf } from './route';
import { WRITE_RULES, answerAs, nextShape } from './writes';

/**
 * The one place the `spec` profile reshapes an answer (see profile.ts): called by `secured` and
 * `open` with every answer a handler returns. In the default profile, and for errors, dropped
 * connections and calls the profile does not name, the answer goes out unchanged.
 */
export async function shapeAnswer(
  request: Request,
  db: MockNamespace,
  response: Response,
): Promise<Response> {
  if (profileOf(db) !== 'spec') return response;
  if (response.type === 'error' || response.status < 200 || response.status > 299) return response;
  const route = routeOf(request);
  if (!route) return response;
  const write = findRule(WRITE_RULES, route);
  if (write) return answerAs(nextShape(db, write.kind), write, response);
  const read = findRule(READ_RULES, route);
  if (!read || !(response.headers.get('content-type') ?? '').includes('json')) return response;
  const body: unknown = await response.clone().json();
  const headers = new Headers(response.headers);
  headers.delete('content-length');
  return HttpResponse.json(pick(body, read.fields) as JsonBodyType, {
    status: response.status,
    headers,
  });
}
