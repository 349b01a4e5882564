/**
 * How an answer differs from what the portal read of it: the raw JSON beside the value the
 * portal's own schema or reader returned. A field the reader gives but the answer lacks (or sends
 * as null) is missing; a field of the answer that the reader drops is extra; a field whose JSON
 * kind differs from the kind read (a number sent as text, a flag sent as 1) is of another type.
 * Lists are compared item by item over a sample: a field is missing where no sampled item gives
 * it, extra or of another type where any item has it so.
 */
export interface FieldDiff {
  missing: string[];
  extra: string[];
  type: string[];
}

type Kind = 'string' | 'number' | 'boolean' | 'array' | 'object' | 'null';
interface Acc {
  /** Fields the answer gives (not null). */
  present: Set<string>;
  missing: Set<string>;
  extra: Set<string>;
  type: Map<string, string>;
}

/** Items of a list compared (the rest are read by the portal all the same). */
const SAMPLE = 50;

const kindOf = (v: unknown): Kind =>
  v === null || v === undefined
    ? 'null'
    : Array.isArray(v)
      ? 'array'
      : v instanceof Date
        ? 'string'
        : typeof v === 'object'
          ? 'object'
          : (typeof v as Kind);

const join = (path: string, key: string) => (path ? `${path}.${key}` : key);
const fresh = (): Acc => ({
  present: new Set(),
  missing: new Set(),
  extra: new Set(),
  type: new Map(),
});

function walk(raw: unknown, read: unknown, path: string, skip: ReadonlySet<string>, acc: Acc) {
  const rk = kindOf(raw);
  const wk = kindOf(read);
  if (wk === 'null' || rk === 'null') return;
  if (rk !== wk) {
    acc.type.set(path || '(answer)', `${rk}, read as ${wk}`);
    return;
  }
  if (wk === 'object') {
    const r = raw as Record<string, unknown>;
    const w = read as Record<string, unknown>;
    for (const key of Object.keys(r)) if (!(key in w)) acc.extra.add(join(path, key));
    for (const key of Object.keys(w)) {
      const at = join(path, key);
      if (skip.has(at)) continue;
      if (r[key] === undefined || r[key] === null) {
        acc.missing.add(at);
        continue;
      }
      acc.present.add(at);
      walk(r[key], w[key], at, skip, acc);
    }
  } else if (wk === 'array') {
    items(raw as unknown[], read as unknown[], path === '' ? '' : `${path}[]`, skip, acc);
  }
}

/** The items' differences: missing where no item gives the field, the rest where any has it. */
function items(raw: unknown[], read: unknown[], path: string, skip: ReadonlySet<string>, acc: Acc) {
  const n = Math.min(raw.length, read.length, SAMPLE);
  const missing = new Set<string>();
  for (let i = 0; i < n; i++) {
    const one = fresh();
    walk(raw[i], read[i], path, skip, one);
    for (const p of one.present) acc.present.add(p);
    for (const m of one.missing) missing.add(m);
    for (const e of one.extra) acc.extra.add(e);
    for (const [p, t] of one.type) acc.type.set(p, t);
  }
  for (const m of missing) if (!acc.present.has(m)) acc.missing.add(m);
}

/** Only the outermost of nested paths (`employee` covers `employee.phones.work`). */
const outermost = (paths: Iterable<string>) => {
  const all = [...paths];
  return all
    .filter((p) => !all.some((q) => q !== p && (p.startsWith(`${q}.`) || p.startsWith(`${q}[]`))))
    .sort();
};

/**
 * The differences of one answer. `derived`: fields the reader makes itself (not the server's),
 * never reported missing.
 */
export function fieldDiff(raw: unknown, read: unknown, derived: readonly string[] = []): FieldDiff {
  const acc = fresh();
  walk(raw, read, '', new Set(derived), acc);
  return {
    missing: outermost(acc.missing),
    extra: outermost(acc.extra),
    type: [...acc.type].map(([p, t]) => `${p} (${t})`).sort(),
  };
}

/** The JSON kind at a dotted path of the answer (`0.tripsInfo`), for a refused answer. */
export function kindAt(raw: unknown, path: string): string {
  let v: unknown = raw;
  for (const key of path ? path.split('.') : []) {
    if (v === null || typeof v !== 'object') return 'missing';
    v = (v as Record<string, unknown>)[key];
  }
  const kind = v === undefined ? 'missing' : kindOf(v);
  return kind === 'array' ? 'a list' : kind === 'object' ? 'an object' : kind;
}
