/**
 * What the start bundle hands to the field measurements (issue 36): API failures, route errors
 * and uncaught errors. Kept (at most 50) until the telemetry chunk listens; dropped for good when
 * telemetry is off. The raw facts only: the chunk reduces them to patterns and names.
 */
export type Signal =
  | { kind: 'api'; host: string; path: string; method: string; status: number }
  | { kind: 'route' | 'uncaught'; error: unknown };

type Sink = (signal: Signal) => void;

let kept: Signal[] | undefined = [];
let sink: Sink | undefined;

export function emit(signal: Signal): void {
  if (sink) sink(signal);
  else if (kept && kept.length < 50) kept.push(signal);
}

/** The telemetry chunk takes over (what came before first); without a sink: off, keep nothing. */
export function listen(next?: Sink): void {
  sink = next;
  if (next) kept?.forEach(next);
  kept = undefined;
}
