import { HttpResponse, delay } from 'msw';
import { defineTable } from '../db/table';
import type { MockNamespace } from '../db/namespace';
import { http, mockPath, open } from '../lib/handler';
import { readJsonObject } from '../lib/body';
import { badRequest } from '../lib/errors';
import { messagesTable } from '../seed/messages';

/**
 * Sends that fail or are slow on demand (per namespace), for journeys and manual trials:
 *
 * POST /mock/msg/__control
 *   {"failNext": {"status": 500, "message": "Internt fel", "count": 1}}  the next sends answer it
 *   {"delayMs": 3000}                                  every send waits this long before answering
 *   {"loseNextAnswers": 1}  the next send is stored, then its answer is lost (connection dropped)
 *   {"reset": true}                                    back to normal
 * GET /mock/msg/__control answers the current settings.
 * GET /mock/msg/__control/count?subject=<text>  answers {"count": n}: the messages of any type
 *   (group and internal) in the namespace with exactly that Subject. Read-only: lets a journey
 *   count what a send made, internal messages included (no spec call lists those).
 */
export interface SendControl {
  failures: { status: number; message: string }[];
  delayMs: number;
  loseAnswers: number;
}

const NORMAL: SendControl = { failures: [], delayMs: 0, loseAnswers: 0 };

export const sendControlTable = defineTable<SendControl>('messageSendControl', () => ({
  ...NORMAL,
  failures: [],
}));

function read(body: unknown, current: SendControl): SendControl {
  if (typeof body !== 'object' || body === null) return current;
  const v = body as Record<string, unknown>;
  if (v.reset === true) return { ...NORMAL, failures: [] };
  const next = { ...current, failures: [...current.failures] };
  const fail = v.failNext as Record<string, unknown> | undefined;
  if (fail && typeof fail === 'object') {
    const status = Number(fail.status);
    const count = Math.min(100, Math.max(1, Number(fail.count ?? 1) || 1));
    if (Number.isInteger(status) && status >= 400 && status <= 599)
      for (let i = 0; i < count; i++)
        next.failures.push({
          status,
          message: typeof fail.message === 'string' ? fail.message : 'Simulerat fel (mock)',
        });
  }
  if (typeof v.delayMs === 'number') next.delayMs = Math.min(120_000, Math.max(0, v.delayMs));
  if (typeof v.loseNextAnswers === 'number')
    next.loseAnswers = Math.min(100, Math.max(0, Math.round(v.loseNextAnswers)));
  return next;
}

function setControl(db: MockNamespace, control: SendControl) {
  Object.assign(db.get(sendControlTable), control);
  db.changed();
}

export const sendControlHandlers = [
  http.get(
    mockPath('msg', '/__control/count'),
    open(({ db, url }) => {
      const subject = url.searchParams.get('subject');
      if (subject === null) return badRequest('subject saknas');
      const count = db.get(messagesTable).filter((m) => m.Subject === subject).length;
      return HttpResponse.json({ count });
    }),
  ),
  http.get(
    mockPath('msg', '/__control'),
    open(({ db }) => HttpResponse.json(db.get(sendControlTable))),
  ),
  http.post(
    mockPath('msg', '/__control'),
    open(async ({ db, request }) => {
      const body = await readJsonObject(request, { empty: {} });
      setControl(db, read(body, db.get(sendControlTable)));
      return HttpResponse.json(db.get(sendControlTable));
    }),
  ),
];

/** Before a send: the delay, then a queued failure (thrown as the answer) if there is one. */
export async function beforeSend(db: MockNamespace): Promise<void> {
  const control = db.get(sendControlTable);
  if (control.delayMs > 0) await delay(control.delayMs);
  const failure = control.failures.shift();
  if (failure) {
    db.changed();
    throw HttpResponse.json({ message: failure.message }, { status: failure.status });
  }
}

/** After a send was stored: its answer, or a dropped connection if one is to be lost. */
export function answerSend(db: MockNamespace, answer: Response): Response {
  const control = db.get(sendControlTable);
  if (control.loseAnswers > 0) {
    control.loseAnswers -= 1;
    db.changed();
    return HttpResponse.error();
  }
  return answer;
}
