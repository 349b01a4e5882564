import { HttpResponse } from 'msw';
import { http, mockPath, secured, SIGNED_IN } from '../lib/handler';
import { getNamespace, namespaceOf } from '../db/store';
import { onSigninChange } from '../rules/signin';
import { signinDto } from '../handlers/staff-dto';
import { flowHub, signinChannel } from './flow-hub';
import { emitActivity, simulate, simulationOf, stopSimulation } from './simulation';
import { readJsonObject } from '../lib/body';

/** The name of the hub on the flow host: `${hosts.flow}/flowhub`. */
export const FLOW_HUB_PATH = '/flowhub';
/** Server-to-client method of a check-in change; its one argument is the duty sign-in. */
export const SIGNIN_EVENT = 'DutySignInUpdated';

// Every stored check-in change goes to the district's channel.
onSigninChange((namespace, duty) => {
  const channel = signinChannel(duty.districtId);
  if (!flowHub.hasListeners(namespace, channel)) return;
  flowHub.publish(namespace, channel, SIGNIN_EVENT, () => [
    signinDto(getNamespace(namespace), duty),
  ]);
});

function num(value: unknown, min: number, max: number): number | undefined {
  return typeof value === 'number' && Number.isFinite(value)
    ? Math.min(max, Math.max(min, value))
    : undefined;
}

/**
 * POST /mock/flow/__control (this namespace only), any of:
 * - `{"simulate": {"eventsPerMinute": 20, "districtId": 4}}` other dispatchers' activity at that
 *   rate (`{"simulate": null}` or a rate of 0 stops it);
 * - `{"emit": {"count": 5, "districtId": 4}}` that many events at once;
 * - `{"drop": true, "refuseMs": 5000}` drops every connection, refusing new ones for a while;
 * - `{"ping": true}` pings every connection now.
 * GET answers the hub's state for the namespace.
 */
const control = [
  http.get(mockPath('flow', '/__control'), ({ request }) => {
    const ns = namespaceOf(request);
    return HttpResponse.json({
      namespace: ns,
      connections: flowHub.countIn(ns),
      refusing: flowHub.isRefusing(ns),
      simulation: simulationOf(ns),
    });
  }),
  http.post(mockPath('flow', '/__control'), async ({ request }) => {
    // The simulation's timers use the namespace: a name that is not valid is a 400 here.
    const ns = getNamespace(namespaceOf(request)).name;
    const body = await readJsonObject(request, { empty: {} });
    const result: Record<string, unknown> = { namespace: ns };
    if (body.simulate === null) stopSimulation(ns);
    else if (typeof body.simulate === 'object') {
      const s = body.simulate as Record<string, unknown>;
      simulate(ns, num(s.districtId, 1, 19) ?? 4, num(s.eventsPerMinute, 0, 6000) ?? 0);
    }
    if (typeof body.emit === 'object' && body.emit !== null) {
      const e = body.emit as Record<string, unknown>;
      result.emitted = emitActivity(ns, num(e.districtId, 1, 19) ?? 4, num(e.count, 1, 1000) ?? 1);
    }
    if (body.drop === true) result.dropped = flowHub.drop(ns, num(body.refuseMs, 0, 600_000) ?? 0);
    if (body.ping === true) flowHub.ping(ns);
    result.connections = flowHub.countIn(ns);
    result.simulation = simulationOf(ns);
    return HttpResponse.json(result);
  }),
];

/** Negotiate (SignalR, version 1): a WebSocket transport with a one-time connection token. */
const negotiate = http.post(
  mockPath('flow', `${FLOW_HUB_PATH}/negotiate`),
  secured(SIGNED_IN, ({ request, user }) => {
    const issued = flowHub.negotiate(namespaceOf(request), user);
    if (!issued)
      return HttpResponse.json(
        { message: 'Flödesservern är inte tillgänglig (mock)' },
        { status: 503 },
      );
    return HttpResponse.json({
      negotiateVersion: 1,
      connectionId: issued.connectionId,
      connectionToken: issued.connectionToken,
      availableTransports: [{ transport: 'WebSockets', transferFormats: ['Text'] }],
    });
  }),
);

export const flowHttpHandlers = [...control, negotiate];
