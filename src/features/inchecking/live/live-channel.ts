import {
  HttpTransportType,
  HubConnectionBuilder,
  HubConnectionState,
  LogLevel,
  type HubConnection,
  type IHttpConnectionOptions,
} from '@microsoft/signalr';
import { getConfig } from '@/lib/config';
import { currentToken } from '@/stores/session';
import { FlowHostHttpClient } from './flow-host-http-client';
import type { LiveState, LiveStatus } from './live-state';

export const FLOW_HUB = '/flowhub';
export const SIGNIN_EVENT = 'DutySignInUpdated';

/** SignalR's own retries after a drop; then the channel keeps trying by itself, more calmly. */
const RETRY_DELAYS = [0, 1_000, 3_000, 5_000, 10_000, 20_000, 30_000];
const RESTART_DELAYS = [15_000, 30_000, 60_000];

/**
 * The token, read afresh from the session for every negotiate and every WebSocket: SignalR sends
 * it as the bearer header on negotiate and as `access_token` on the WebSocket request (the only
 * way a browser can; the flow server must keep query strings out of its logs, see the README).
 */
function accessTokenFactory(): string {
  const token = currentToken();
  if (!token) throw new Error('Inte inloggad');
  return token;
}

/**
 * Vitest runs SignalR as Node, which would put the token in a header MSW cannot see: this
 * WebSocket puts it in the query as a browser does.
 */
function browserLikeWebSocket(): typeof WebSocket {
  return class extends globalThis.WebSocket {
    constructor(
      url: string | URL,
      _protocols?: unknown,
      init?: { headers?: Record<string, string> },
    ) {
      const bearer = /^Bearer (.+)$/.exec(init?.headers?.Authorization ?? '')?.[1];
      const target = new URL(url);
      if (bearer) target.searchParams.set('access_token', bearer);
      super(target);
    }
  };
}

function connectionOptions(hubUrl: string): IHttpConnectionOptions {
  if (import.meta.env.MODE === 'test') {
    // Vitest: MSW intercepts the global WebSocket; SignalR's Node defaults would bypass it.
    return {
      skipNegotiation: true,
      transport: HttpTransportType.WebSockets,
      WebSocket: browserLikeWebSocket(),
      accessTokenFactory,
    } as IHttpConnectionOptions;
  }
  return {
    transport: HttpTransportType.WebSockets,
    accessTokenFactory,
    httpClient: new FlowHostHttpClient(new URL(hubUrl, window.location.href).origin),
  };
}

/**
 * The real-time channel to the flow hub: one connection, one joined channel at a time (join on
 * entry and when the district changes, leave on exit), reconnecting by itself — after SignalR's
 * retries give up, when the network returns and when the tab comes back to the foreground.
 */
export class LiveChannel {
  private readonly connection: HubConnection;
  private channel: string | null = null;
  private state: LiveState = { status: 'connecting', since: null };
  private readonly listeners = new Set<() => void>();
  private restartTimer: ReturnType<typeof setTimeout> | null = null;
  private restarts = 0;
  private disposed = false;
  private stopping: Promise<void> | null = null;

  constructor(
    private readonly handlers: { onEvent: (payload: unknown) => void; onJoined: () => void },
  ) {
    const hubUrl = `${getConfig().hosts.flow.replace(/\/+$/, '')}${FLOW_HUB}`;
    this.connection = new HubConnectionBuilder()
      .withUrl(hubUrl, connectionOptions(hubUrl))
      .withAutomaticReconnect(RETRY_DELAYS)
      .configureLogging(LogLevel.None)
      .build();
    this.connection.on(SIGNIN_EVENT, (payload: unknown) => this.handlers.onEvent(payload));
    this.connection.onreconnecting(() => this.set('reconnecting'));
    this.connection.onreconnected(() => void this.join());
    this.connection.onclose(() => this.lost());
  }

  subscribe = (listener: () => void) => {
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  };

  getState = () => this.state;

  /** Connects (again, after `dispose`: React may mount an effect twice). */
  start(): void {
    this.disposed = false;
    window.addEventListener('online', this.wake);
    document.addEventListener('visibilitychange', this.wake);
    void this.connect();
  }

  /** Joins `next` (leaving the previous channel); joined on every (re)connection from now on. */
  async setChannel(next: string | null): Promise<void> {
    const previous = this.channel;
    this.channel = next;
    if (previous === next || this.connection.state !== HubConnectionState.Connected) return;
    if (previous) await this.connection.invoke('LeaveChannel', previous).catch(() => undefined);
    await this.join();
  }

  dispose(): Promise<void> {
    this.disposed = true;
    window.removeEventListener('online', this.wake);
    document.removeEventListener('visibilitychange', this.wake);
    this.clearRestart();
    const leave =
      this.channel && this.connection.state === HubConnectionState.Connected
        ? this.connection.invoke('LeaveChannel', this.channel).catch(() => undefined)
        : Promise.resolve();
    const stopping: Promise<void> = leave
      .then(() => this.connection.stop())
      .catch(() => undefined)
      .finally(() => {
        if (this.stopping === stopping) this.stopping = null;
      });
    this.stopping = stopping;
    return stopping;
  }

  private async connect(): Promise<void> {
    if (this.stopping) await this.stopping;
    if (this.disposed || this.connection.state !== HubConnectionState.Disconnected) return;
    this.clearRestart();
    try {
      await this.connection.start();
    } catch {
      this.lost();
      return;
    }
    this.restarts = 0;
    await this.join();
  }

  private async join(): Promise<void> {
    const channel = this.channel;
    if (this.disposed || this.connection.state !== HubConnectionState.Connected) return;
    if (!channel) {
      this.set('live');
      return;
    }
    try {
      await this.connection.invoke('JoinChannel', channel);
    } catch {
      // Refused or lost on the way: start over later.
      await this.connection.stop().catch(() => undefined);
      return;
    }
    if (channel !== this.channel || this.disposed) return;
    this.set('live');
    this.handlers.onJoined();
  }

  private lost(): void {
    if (this.disposed) return;
    this.set('offline');
    this.clearRestart();
    const delay = RESTART_DELAYS[Math.min(this.restarts, RESTART_DELAYS.length - 1)]!;
    this.restarts += 1;
    this.restartTimer = setTimeout(() => void this.connect(), delay);
  }

  private wake = () => {
    if (document.visibilityState === 'hidden') return;
    if (this.connection.state === HubConnectionState.Disconnected) void this.connect();
  };

  private clearRestart(): void {
    if (this.restartTimer) clearTimeout(this.restartTimer);
    this.restartTimer = null;
  }

  private set(status: LiveStatus): void {
    const since =
      status === 'live'
        ? null
        : (this.state.since ?? (status === 'connecting' ? null : Date.now()));
    if (status === this.state.status && since === this.state.since) return;
    this.state = { status, since };
    this.listeners.forEach((listener) => listener());
  }
}
