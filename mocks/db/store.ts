import { MockNamespace, STATE_VERSION, type NamespaceState } from './namespace';
import type { Controls } from './table';
import { badRequest } from '../lib/errors';

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

/**
 * At most this many namespaces live in memory: each Playwright test makes its own (about 450 a
 * run), so the least recently used one is dropped past the cap (the default one never). A running
 * test touches its namespace with every call, so it is always among the most recent.
 */
export const MAX_NAMESPACES = 200;
const NAMESPACE_NAME = /^[\w.-]{1,80}$/;

export const NAMESPACE_TEXTS = {
  invalidName: 'Ogiltigt namn på mockens namnrymd: 1–80 tecken, bokstäver a–z, siffror, _ . och -.',
} as const;

/** A namespace name from outside (header, cookie): letters, digits, `_ . -`, 1–80 characters. */
export function isNamespaceName(name: string): boolean {
  return NAMESPACE_NAME.test(name);
}

function remember(ns: MockNamespace): void {
  namespaces.delete(ns.name);
  namespaces.set(ns.name, ns);
  for (const name of namespaces.keys()) {
    if (namespaces.size <= MAX_NAMESPACES) break;
    if (name === DEFAULT_NAMESPACE) continue;
    namespaces.delete(name);
    clearTimeout(timers.get(name));
    timers.delete(name);
  }
}

/** How many namespaces are held in memory now. */
export function liveNamespaceCount(): number {
  return namespaces.size;
}

/** The namespace of that name (made on first use); a name that is not valid is a 400. */
export function getNamespace(name: string = DEFAULT_NAMESPACE): MockNamespace {
  if (!isNamespaceName(name)) throw badRequest(NAMESPACE_TEXTS.invalidName);
  let ns = namespaces.get(name);
  if (!ns) {
    const saved = persistOnly(name) ? persistence?.load(name) : null;
    ns =
      saved && saved.version === STATE_VERSION
        ? new MockNamespace(name, saved)
        : MockNamespace.fresh(name);
    const made = ns;
    ns.onDirty(() => scheduleSave(made));
  }
  remember(ns);
  return ns;
}

/** Back to the demo data (keeps latency/failure controls unless told otherwise). */
export function resetNamespace(name: string, controls?: Partial<Controls>): MockNamespace {
  if (!isNamespaceName(name)) throw badRequest(NAMESPACE_TEXTS.invalidName);
  const old = namespaces.get(name);
  namespaces.delete(name);
  persistence?.remove(name);
  const ns = MockNamespace.fresh(name, { ...old?.controls, ...controls });
  ns.onDirty(() => scheduleSave(ns));
  remember(ns);
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

/**
 * The namespace a request belongs to: header, then cookie (tests isolate themselves this way).
 * The name is checked where it is used (`getNamespace`: a 400 for one that is not valid).
 */
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
