import { hasAccess } from '../../src/lib/auth/access';
import type { MockUser } from '../lib/handler';
import {
  closeFrame,
  completion,
  frame,
  invocation,
  MessageType,
  PING_FRAME,
  splitFrames,
  type InvocationMessage,
} from './protocol';

/** What the hub needs of a socket: the dev server's `ws` socket and MSW's client both fit. */
export interface HubSocket {
  send(text: string): void;
  close(code?: number, reason?: string): void;
  /** Drops the connection without a closing handshake (a network failure). */
  terminate?(): void;
}

export interface HubConnection {
  id: string;
  namespace: string;
  user: MockUser | null;
  socket: HubSocket;
  handshaken: boolean;
  buffer: string;
  channels: Set<string>;
}

interface Negotiated {
  namespace: string;
  user: MockUser;
  expires: number;
}

/** The server pings every 15 s, well within the client's 30 s server timeout. */
export const PING_INTERVAL_MS = 15_000;

/** `signin-district-4`: the channel of a district's check-in events. */
export const signinChannel = (districtId: number) => `signin-district-${districtId}`;
const CHANNEL = /^signin-district-(\d{1,2})$/;

let sequence = 0;
const nextId = () => `c${Date.now().toString(36)}${(sequence++).toString(36)}`;

/**
 * The flow server's hub, transport-agnostic: negotiate, handshake, invocations (JoinChannel,
 * LeaveChannel), pushes to channels, pings and close. Namespaces keep mock worlds apart.
 */
export class FlowHub {
  readonly connections = new Set<HubConnection>();
  private negotiated = new Map<string, Negotiated>();
  private refusedUntil = new Map<string, number>();
  private pingTimer: ReturnType<typeof setInterval> | null = null;

  /** Issues a one-time connection token for a user (null while the namespace refuses). */
  negotiate(
    namespace: string,
    user: MockUser,
  ): { connectionId: string; connectionToken: string } | null {
    if (this.isRefusing(namespace)) return null;
    const connectionToken = `${nextId()}${Math.random().toString(36).slice(2)}`;
    this.negotiated.set(connectionToken, { namespace, user, expires: Date.now() + 60_000 });
    return { connectionId: nextId(), connectionToken };
  }

  /** Redeems a connection token from negotiate (once). */
  redeem(connectionToken: string | null): Negotiated | null {
    if (!connectionToken) return null;
    const entry = this.negotiated.get(connectionToken);
    this.negotiated.delete(connectionToken);
    if (!entry || entry.expires < Date.now() || this.isRefusing(entry.namespace)) return null;
    return entry;
  }

  isRefusing(namespace: string): boolean {
    return (this.refusedUntil.get(namespace) ?? 0) > Date.now();
  }

  accept(socket: HubSocket, namespace: string, user: MockUser | null): HubConnection {
    const connection: HubConnection = {
      id: nextId(),
      namespace,
      user,
      socket,
      handshaken: false,
      buffer: '',
      channels: new Set(),
    };
    this.connections.add(connection);
    this.startPings();
    return connection;
  }

  receive(connection: HubConnection, data: string): void {
    const { frames, rest } = splitFrames(connection.buffer + data);
    connection.buffer = rest;
    for (const text of frames) {
      let message: Record<string, unknown>;
      try {
        message = JSON.parse(text) as Record<string, unknown>;
      } catch {
        this.fail(connection, 'Invalid JSON');
        return;
      }
      if (!connection.handshaken) {
        if (message.protocol !== 'json') {
          connection.socket.send(
            frame({ error: `Protocol '${String(message.protocol)}' is not supported.` }),
          );
          connection.socket.close(1000);
          this.closed(connection);
          return;
        }
        connection.handshaken = true;
        connection.socket.send(frame({}));
        continue;
      }
      if (message.type === MessageType.Invocation)
        this.invoke(connection, message as unknown as InvocationMessage);
      else if (message.type === MessageType.Close) {
        connection.socket.close(1000);
        this.closed(connection);
        return;
      }
      // Pings from the client need no answer.
    }
  }

  private invoke(connection: HubConnection, message: InvocationMessage): void {
    const reply = (result: { result?: unknown; error?: string }) => {
      if (message.invocationId) connection.socket.send(completion(message.invocationId, result));
    };
    const [channel] = message.arguments ?? [];
    const match = typeof channel === 'string' ? CHANNEL.exec(channel) : null;
    if (message.target !== 'JoinChannel' && message.target !== 'LeaveChannel') {
      reply({ error: `Unknown hub method '${message.target}'` });
      return;
    }
    if (!match) {
      reply({ error: `Unknown channel '${String(channel)}'` });
      return;
    }
    if (message.target === 'LeaveChannel') {
      connection.channels.delete(channel as string);
      reply({ result: true });
      return;
    }
    const districtId = Number(match[1]);
    const allowed =
      !connection.user ||
      hasAccess(connection.user.access, {
        names: ['SIGNIN_LIST'],
        districts: [districtId],
        all: [{ names: ['SIGNIN_OTHER'], districts: [districtId] }],
      });
    if (!allowed) {
      reply({ error: `Saknar behörighet till kanalen ${String(channel)}` });
      return;
    }
    connection.channels.add(channel as string);
    reply({ result: true });
  }

  /** Sends an invocation to every connection of the namespace that joined the channel. */
  publish(namespace: string, channel: string, target: string, args: () => unknown[]): number {
    let text: string | null = null;
    let sent = 0;
    for (const connection of this.connections) {
      if (connection.namespace !== namespace || !connection.channels.has(channel)) continue;
      text ??= invocation(target, args());
      connection.socket.send(text);
      sent += 1;
    }
    return sent;
  }

  hasListeners(namespace: string, channel: string): boolean {
    for (const c of this.connections)
      if (c.namespace === namespace && c.channels.has(channel)) return true;
    return false;
  }

  ping(namespace?: string): void {
    for (const connection of this.connections) {
      if (connection.handshaken && (!namespace || connection.namespace === namespace))
        connection.socket.send(PING_FRAME);
    }
  }

  /** Drops every connection of the namespace (no close message) and refuses new ones a while. */
  drop(namespace: string, refuseMs = 0): number {
    if (refuseMs > 0) this.refusedUntil.set(namespace, Date.now() + refuseMs);
    let dropped = 0;
    for (const connection of [...this.connections]) {
      if (connection.namespace !== namespace) continue;
      if (connection.socket.terminate) connection.socket.terminate();
      else connection.socket.close(4000, 'Dropped by the mock');
      this.closed(connection);
      dropped += 1;
    }
    return dropped;
  }

  closed(connection: HubConnection): void {
    this.connections.delete(connection);
    if (this.connections.size === 0) this.stopPings();
  }

  countIn(namespace: string): number {
    let n = 0;
    for (const c of this.connections) if (c.namespace === namespace) n += 1;
    return n;
  }

  private fail(connection: HubConnection, error: string): void {
    connection.socket.send(closeFrame(error, false));
    connection.socket.close(1000);
    this.closed(connection);
  }

  private startPings(): void {
    if (this.pingTimer) return;
    this.pingTimer = setInterval(() => this.ping(), PING_INTERVAL_MS);
    (this.pingTimer as { unref?: () => void }).unref?.();
  }

  private stopPings(): void {
    if (this.pingTimer) clearInterval(this.pingTimer);
    this.pingTimer = null;
  }
}

/** The one hub of the mock backend (dev server, Vitest, or the demo's service worker page). */
export const flowHub = new FlowHub();
