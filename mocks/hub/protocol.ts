/**
 * The SignalR JSON hub protocol as the mock flow hub speaks it: every message is JSON followed
 * by the record separator 0x1E; the first message is the handshake.
 */
export const RS = '\x1e';

export const MessageType = {
  Invocation: 1,
  StreamItem: 2,
  Completion: 3,
  StreamInvocation: 4,
  CancelInvocation: 5,
  Ping: 6,
  Close: 7,
} as const;

export interface InvocationMessage {
  type: typeof MessageType.Invocation;
  invocationId?: string;
  target: string;
  arguments: unknown[];
}

export type HubMessage =
  | InvocationMessage
  | { type: typeof MessageType.Ping }
  | { type: typeof MessageType.Close; error?: string }
  | { type: number; [key: string]: unknown };

/** Splits a received text into complete frames; the remainder waits for the next chunk. */
export function splitFrames(buffer: string): { frames: string[]; rest: string } {
  const parts = buffer.split(RS);
  const rest = parts.pop() ?? '';
  return { frames: parts.filter((p) => p.length > 0), rest };
}

export const frame = (message: unknown) => JSON.stringify(message) + RS;

export const PING_FRAME = frame({ type: MessageType.Ping });

export const invocation = (target: string, args: unknown[]) =>
  frame({ type: MessageType.Invocation, target, arguments: args });

export const completion = (invocationId: string, result: { result?: unknown; error?: string }) =>
  frame({ type: MessageType.Completion, invocationId, ...result });

export const closeFrame = (error?: string, allowReconnect = true) =>
  frame({ type: MessageType.Close, ...(error ? { error } : {}), allowReconnect });
