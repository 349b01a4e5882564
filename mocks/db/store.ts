import { MockNamespace, STATE_VERSION, type NamespaceState } from './namespace';
import type { Controls } from './table';

/** Where a namespace's state survives restarts: a JSON file (dev server), localStorage (demo), none (tests). */
export interface Persistence {
  load(namespace: string): NamespaceState | null;
  save(namespace: string, state: NamespaceState): void;
  remove(namespace: string): void;
}

export const DEFAULT_NAMESPACE = 'default';
export const NAMESPACE_COOKIE = 'pp-mock-ns';
export const NAMESPACE_HEADER = 'x-mock-ns';

const namespaces = new Map<string, MockNamespace>();
let persistence: Persistence | null = null;
/** Only these namespaces are persisted; test namespaces live in memory. */
let persistOnly: (name: string) => boolean = (name) => name === DEFAULT_NAMESPACE;
const timers = new Map<string, ReturnType<typeof setTimeout>>();

export function configurePersistence(
  adapter: Persistence | null,
  options: { persist?: (name: string) => boolean } = {},
): void {
  persistence = adapter;
  if (options.persist) persistOnly = options.persist;
}

function scheduleSave(ns: MockNamespace): void {
  if (!persistence || !persistOnly(ns.name)) return;
  clearTimeout(timers.get(ns.name));
  timers.set(
    ns.name,
    setTimeout(() => {
      timers.delete(ns.name);
      persistence?.save(ns.name, ns.state);
    }, 150),
  );
}

export function getNamespace(name: string = DEFAULT_NAMESPACE): MockNamespace {
  const safe = /^[\w.-]{1,80}$/.test(name) ? name : DEFAULT_NAMESPACE;
  let ns = namespaces.get(safe);
  if (!ns) {
    const saved = persistOnly(safe) ? persistence?.load(safe) : null;
    ns =
      saved && saved.version === STATE_VERSION
        ? new MockNamespace(safe, saved)
        : MockNamespace.fresh(safe);
    ns.onDirty(() => scheduleSave(ns!));
    namespaces.set(safe, ns);
  }
  return ns;
}

/** Back to the demo data (keeps latency/failure controls unless told otherwise). */
export function resetNamespace(name: string, controls?: Partial<Controls>): MockNamespace {
  const old = namespaces.get(name);
  namespaces.delete(name);
  persistence?.remove(name);
  const ns = MockNamespace.fresh(name, { ...old?.controls, ...controls });
  ns.onDirty(() => scheduleSave(ns));
  namespaces.set(name, ns);
  scheduleSave(ns);
  return ns;
}

/** Changes controls; a new data scale reseeds the namespace. */
export function updateControls(name: string, change: Partial<Controls>): MockNamespace {
  const ns = getNamespace(name);
  const reseed =
    (change.scale !== undefined && change.scale !== ns.controls.scale) ||
    (change.dutiesPerDay !== undefined && change.dutiesPerDay !== ns.controls.dutiesPerDay);
  if (reseed) return resetNamespace(ns.name, { ...ns.controls, ...change });
  Object.assign(ns.state.controls, change);
  ns.changed();
  return ns;
}

/** Drops every namespace held in memory (Vitest: between tests). */
export function clearNamespaces(): void {
  namespaces.clear();
}

function readCookie(header: string | null, name: string): string | null {
  if (!header) return null;
  for (const part of header.split(';')) {
    const [key, ...value] = part.trim().split('=');
    if (key === name) return decodeURIComponent(value.join('='));
  }
  return null;
}

/** The namespace a request belongs to: header, then cookie (tests isolate themselves this way). */
export function namespaceOf(request: Request): string {
  const cookieHeader =
    request.headers.get('cookie') ?? (typeof document !== 'undefined' ? document.cookie : null);
  return (
    request.headers.get(NAMESPACE_HEADER) ??
    readCookie(cookieHeader, NAMESPACE_COOKIE) ??
    DEFAULT_NAMESPACE
  );
}

export function dbFor(request: Request): MockNamespace {
  return getNamespace(namespaceOf(request));
}
