import { toDateKey } from '../../src/lib/time/stockholm';
import { createRandom } from '../lib/random';
import { DEFAULT_CONTROLS, type Controls, type SeedContext, type Table } from './table';

export interface NamespaceState {
  version: number;
  seed: string;
  today: string;
  controls: Controls;
  tables: Record<string, unknown>;
  /** Monotonic counter for ids of created entities. */
  sequence: number;
}

export const STATE_VERSION = 1;

/** One isolated mock world (the default one, or a test's own). */
export class MockNamespace {
  private seeding = new Set<string>();
  private dirtyListener: (() => void) | null = null;

  constructor(
    readonly name: string,
    public state: NamespaceState,
  ) {}

  static fresh(name: string, controls: Partial<Controls> = {}): MockNamespace {
    return new MockNamespace(name, {
      version: STATE_VERSION,
      seed: `personalportalen:${name}`,
      today: toDateKey(),
      controls: { ...DEFAULT_CONTROLS, ...controls },
      tables: {},
      sequence: 1000,
    });
  }

  onDirty(listener: () => void): void {
    this.dirtyListener = listener;
  }

  get controls(): Controls {
    return this.state.controls;
  }

  /** The table's value, seeded on first use. Mutate it in place, then call `changed()`. */
  get<T>(table: Table<T>): T {
    if (!(table.name in this.state.tables)) {
      if (this.seeding.has(table.name)) throw new Error(`Seed cycle at table ${table.name}`);
      this.seeding.add(table.name);
      try {
        const ctx: SeedContext = {
          random: createRandom(`${this.state.seed}:${table.name}:${this.state.controls.scale}`),
          controls: this.state.controls,
          today: this.state.today,
          get: (other) => this.get(other),
        };
        this.state.tables[table.name] = table.seed(ctx);
      } finally {
        this.seeding.delete(table.name);
      }
    }
    return this.state.tables[table.name] as T;
  }

  set<T>(table: Table<T>, value: T): void {
    this.state.tables[table.name] = value;
    this.changed();
  }

  /** A new unique id for created entities. */
  nextId(): number {
    this.state.sequence += 1;
    return this.state.sequence;
  }

  changed(): void {
    this.dirtyListener?.();
  }
}
