import { afterEach, describe, expect, it } from 'vitest';
import {
  HttpTransportType,
  HubConnectionBuilder,
  LogLevel,
  type HubConnection,
} from '@microsoft/signalr';
import { server } from '../node';
import { demoToken } from '../../src/test/tokens';
import { callerFor } from '../test/call';
import { toDateKey } from '../../src/lib/time/stockholm';
import { flowHub, PING_INTERVAL_MS } from './flow-hub';
import { flowHubWsHandler } from './msw-link';
import { NULL_DATE } from '../../src/lib/time/stockholm';

const HUB_URL = 'http://localhost/mock/flow/flowhub';
const call = callerFor('http://localhost/mock');
const connections: HubConnection[] = [];

/**
 * A SignalR client as Vitest can run it: built after MSW started, on the global WebSocket, with
 * the access token in the query as a browser's SignalR client sends it.
 */
function connect(token: string | null = demoToken('dispatcher')): HubConnection {
  const url = token ? `${HUB_URL}?access_token=${encodeURIComponent(token)}` : HUB_URL;
  const connection = new HubConnectionBuilder()
    .withUrl(url, {
      skipNegotiation: true,
      transport: HttpTransportType.WebSockets,
      WebSocket: globalThis.WebSocket,
    } as never)
    .configureLogging(LogLevel.None)
    .build();
  connections.push(connection);
  return connection;
}

async function openDuty(token: string) {
  const response = await call(`/staff/overview/dutysignins?date=${toDateKey()}&districtId=4`, {
    who: { token },
  });
  const rows = (await response.json()) as {
    dutyId: number;
    timestampIn: string;
    timeStart: number;
    employee: { employeeNumber: string };
  }[];
  return rows.find((r) => r.timestampIn === NULL_DATE && r.timeStart > 0)!;
}

afterEach(async () => {
  await Promise.all(connections.splice(0).map((c) => c.stop()));
});

describe('flow hub (SignalR JSON protocol over MSW WebSocket interception)', () => {
  it('handshakes, joins a district channel and pushes check-ins made over HTTP', async () => {
    server.use(flowHubWsHandler);
    const connection = connect();
    const received: { dutyId: number; timestampIn: string; updateId: number }[] = [];
    connection.on('DutySignInUpdated', (signin) => received.push(signin));
    await connection.start();
    await expect(connection.invoke('JoinChannel', 'signin-district-4')).resolves.toBe(true);

    const token = demoToken('dispatcher');
    const duty = await openDuty(token);
    const response = await call(
      `/staff/signin/checkin?dutyid=${duty.dutyId}&employeeNumber=${duty.employee.employeeNumber}`,
      { method: 'POST', who: { token } },
    );
    expect(response.status).toBe(200);
    await expect.poll(() => received.length).toBe(1);
    expect(received[0]).toMatchObject({ dutyId: duty.dutyId });
    expect(received[0]!.timestampIn).not.toBe(NULL_DATE);
    expect(received[0]!.updateId).toBeGreaterThan(0);
  });

  it('sends nothing to a channel the connection left, and rejects unknown methods and channels', async () => {
    server.use(flowHubWsHandler);
    const connection = connect();
    const received: unknown[] = [];
    connection.on('DutySignInUpdated', (signin) => received.push(signin));
    await connection.start();
    await connection.invoke('JoinChannel', 'signin-district-5');
    await connection.invoke('LeaveChannel', 'signin-district-5');
    await expect(connection.invoke('JoinChannel', 'nonsense')).rejects.toThrow(/Unknown channel/);
    await expect(connection.invoke('Shout', 'x')).rejects.toThrow(/Unknown hub method/);
    const response = await call('/flow/__control', {
      method: 'POST',
      who: null,
      body: { emit: { count: 2, districtId: 5 } },
    });
    expect(await response.json()).toMatchObject({ emitted: 2, connections: 1 });
    await new Promise((r) => setTimeout(r, 50));
    expect(received).toEqual([]);
  });

  it('pings within the client timeout and a drop closes the connection', async () => {
    expect(PING_INTERVAL_MS).toBeLessThan(30_000);
    server.use(flowHubWsHandler);
    const connection = connect();
    let closed = false;
    connection.onclose(() => (closed = true));
    await connection.start();
    expect(flowHub.countIn('default')).toBe(1);
    await call('/flow/__control', { method: 'POST', who: null, body: { drop: true } });
    await expect.poll(() => closed).toBe(true);
    expect(flowHub.countIn('default')).toBe(0);
  });

  it('demands a valid access token on the WebSocket, as an [Authorize] hub does', async () => {
    server.use(flowHubWsHandler);
    await expect(connect(null).start()).rejects.toThrow();
    const expired = demoToken('dispatcher', { exp: Math.floor(Date.now() / 1000) - 60 });
    await expect(connect(expired).start()).rejects.toThrow();
    expect(flowHub.countIn('default')).toBe(0);
  });

  it('negotiate needs the bearer; its connection token only opens with the same user', async () => {
    server.use(flowHubWsHandler);
    const negotiate = (token?: string) =>
      call('/flow/flowhub/negotiate?negotiateVersion=1', {
        method: 'POST',
        who: token ? { token } : null,
      });
    expect((await negotiate()).status).toBe(401);
    const { connectionToken } = (await (await negotiate(demoToken('dispatcher'))).json()) as {
      connectionToken: string;
    };
    // Raw: a WebSocket, which the HTTP caller cannot open; the token goes in the query.
    const socket = new WebSocket(
      `ws://localhost/mock/flow/flowhub?id=${connectionToken}&access_token=${demoToken('driver')}`,
    );
    const code = await new Promise<number>((resolve) =>
      socket.addEventListener('close', (event) => resolve(event.code)),
    );
    expect(code).toBe(4403);
  });
});
