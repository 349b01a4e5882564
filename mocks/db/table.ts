import type { FailCall } from '../lib/fail-calls';
import { createRandom, type Random } from '../lib/random';

/**
 * The mock database is a set of tables, each declared next to the resource that owns it with
 * `defineTable(name, seed)`. A namespace's state is a JSON object of table values; a table that
 * is not in the state yet is seeded on first use, deterministically from the namespace's seed.
 */
export interface Controls {
  /** Added latency in ms on every API answer. */
  latencyMs: number;
  /** Share of API calls (0..1) answered with 503. */
  failureRate: number;
  /** Data scale: multiplies the size of large collections (1 = demo size). */
  scale: number;
  /** Optional duty sign-ins per day per district (overrides what scale gives), e.g. 3000. */
  dutiesPerDay: number | null;
  /** Calls that fail on purpose, one by one (see mocks/lib/fail-calls.ts). */
  failCalls?: FailCall[];
  /** Answer profile (mocks/profile/profile.ts); unset: the one chosen at start (MOCK_PROFILE). */
  profile?: 'default' | 'spec';
  /** `spec` profile: the step of the write rotation the namespace's first write takes. */
  rotationStart?: number;
}

export const DEFAULT_CONTROLS: Controls = {
  latencyMs: 0,
  failureRate: 0,
  scale: 1,
  dutiesPerDay: null,
};

export interface SeedContext {
  random: Random;
  controls: Controls;
  /** Today's date key (yyyy-MM-dd, Stockholm) when the namespace was seeded. */
  today: string;
  /** Reads (seeding if needed) another table. */
  get<T>(table: Table<T>): T;
}

export interface Table<T> {
  readonly name: string;
  readonly seed: (ctx: SeedContext) => T;
}

const registry = new Map<string, Table<unknown>>();

export function defineTable<T>(name: string, seed: (ctx: SeedContext) => T): Table<T> {
  const table: Table<T> = { name, seed };
  registry.set(name, table as Table<unknown>);
  return table;
}

export function registeredTables(): string[] {
  return [...registry.keys()];
}

export { createRandom };
