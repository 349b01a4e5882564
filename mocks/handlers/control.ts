import { HttpResponse, delay } from 'msw';
import { http } from '../lib/handler';
import { namespaceOf, getNamespace, resetNamespace, updateControls } from '../db/store';
import type { Controls } from '../db/table';
import { injectedFailure, readFailCalls } from '../lib/fail-calls';
import { readJsonObject } from '../lib/body';
import { badRequest } from '../lib/errors';
import type { MockNamespace } from '../db/namespace';
import { MOCK_PROFILES, isMockProfile, profileOf } from '../profile/profile';

const CONTROL_PATH = '*/mock/__control';

function readControls(body: unknown): Partial<Controls> {
  if (typeof body !== 'object' || body === null) return {};
  const value = body as Record<string, unknown>;
  const out: Partial<Controls> = {};
  const num = (v: unknown, min: number, max: number) =>
    typeof v === 'number' && Number.isFinite(v) ? Math.min(max, Math.max(min, v)) : undefined;
  const latency = num(value.latencyMs, 0, 60_000);
  if (latency !== undefined) out.latencyMs = latency;
  const failure = num(value.failureRate, 0, 1);
  if (failure !== undefined) out.failureRate = failure;
  const scale = num(value.scale, 1, 100);
  if (scale !== undefined) out.scale = scale;
  if (value.dutiesPerDay === null) out.dutiesPerDay = null;
  const duties = num(value.dutiesPerDay, 1, 20_000);
  if (duties !== undefined) out.dutiesPerDay = Math.round(duties);
  const failCalls = readFailCalls(value.failCalls);
  if (failCalls !== undefined) out.failCalls = failCalls;
  if (value.profile !== undefined) {
    if (!isMockProfile(value.profile))
      throw badRequest(`profile måste vara en av ${MOCK_PROFILES.join(', ')}`);
    out.profile = value.profile;
  }
  const rotation = num(value.rotationStart, 0, 1_000_000);
  if (rotation !== undefined) out.rotationStart = Math.round(rotation);
  return out;
}

/** The controls as GET and POST show them: the profile in effect, chosen or from the start. */
const shown = (name: string, ns: MockNamespace) => ({
  namespace: name,
  ...ns.controls,
  profile: profileOf(ns),
});

/** Developer controls of the mock backend: latency, failure rate, data scale, profile, reset. */
export const controlHandlers = [
  http.get(CONTROL_PATH, ({ request }) =>
    HttpResponse.json(shown(namespaceOf(request), getNamespace(namespaceOf(request)))),
  ),
  http.post(CONTROL_PATH, async ({ request }) => {
    const name = namespaceOf(request);
    const body = await readJsonObject(request, { empty: {} });
    const reset = typeof body === 'object' && body !== null && (body as { reset?: unknown }).reset;
    const ns = reset
      ? resetNamespace(name, readControls(body))
      : updateControls(name, readControls(body));
    return HttpResponse.json(shown(name, ns));
  }),
];

/**
 * Runs before every API handler: the namespace's added latency, the failures injected per call
 * (`failCalls`) and the random ones (`failureRate`). Returns
 * nothing, so the request goes on to the real handler.
 */
export const chaosHandler = http.all('*/mock/:host/*', async ({ request, params }) => {
  if (params.host === '__control' || params.host === 'idp') return undefined;
  if (new URL(request.url).pathname.endsWith('/__control')) return undefined;
  const ns = getNamespace(namespaceOf(request));
  const controls = ns.controls;
  if (controls.latencyMs > 0) await delay(controls.latencyMs);
  const injected = injectedFailure(
    controls.failCalls,
    request.method,
    new URL(request.url).pathname,
  );
  if (injected) {
    ns.changed();
    return injected;
  }
  if (controls.failureRate > 0 && Math.random() < controls.failureRate) {
    return HttpResponse.json(
      { message: 'Simulerat serverfel (mock)' },
      { status: 503, statusText: 'Service Unavailable' },
    );
  }
  return undefined;
});
