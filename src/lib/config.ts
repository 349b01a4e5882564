import { ConfigReader, isPlainObject, type ConfigProblem } from './config-check';

/**
 * Runtime configuration. Defaults come from the build's `VITE_*` variables (see .env.example);
 * a `config.json` served beside index.html overrides any of them at start-up, so that one build
 * can be deployed to test and production unchanged.
 */

export const REDIRECT_TOOLS = [
  'events',
  'eventsAlt',
  'traindsso',
  'traind',
  'externaltraind',
  'trapeze',
  'betamessage',
  'lostandfound',
  'yellowvest',
  'commando',
  'tempo',
  'infrainfo',
  'multiview',
  'staff2',
  'staff2Duties',
  'staff2Calendar',
  'reportKilometer',
  'ecase',
  'workshop',
] as const;
export type RedirectTool = (typeof REDIRECT_TOOLS)[number];

export const HOSTS = [
  'auth',
  'api',
  'doc',
  'msg',
  'traffic',
  'staff',
  'verify',
  'travelinfo',
  'transit',
  'vehicles',
  'info',
  'links',
  'flow',
] as const;
export type Host = (typeof HOSTS)[number];

export interface AppConfig {
  environment: string;
  mock: boolean;
  hosts: Record<Host, string>;
  oidc: { authority: string; clientId: string; scope: string };
  redirects: Record<RedirectTool, string>;
  /** Per-hostname overrides of redirect targets (one build serves several domains). */
  redirectsByDomain: Record<string, Partial<Record<RedirectTool, string>>>;
  /**
   * Hosts a redirect may go to (`.example.se`: any host under it); targets elsewhere are refused.
   * Fixed by the build (see `buildRedirectHosts`): config.json may narrow it, never widen it.
   */
  allowedRedirectHosts: string[];
  fallbackIntranetUrl: string;
  /** Spec 1 §9: the configured token-expiry warning, minutes ahead of the cut-off. */
  tokenExpiryWarningMinutes: number;
  /**
   * Product codes sent to the departure services (spec 2 §9: 86 for buses, 136 for trains).
   * Configuration, so that a deployment can change them without a build (see the README).
   */
  connectionProducts: { bus: number; train: number };
  /**
   * Field measurements (issue 36): an OpenTelemetry Collector's OTLP/HTTP metrics address
   * (`https://collector.example.se/v1/metrics`) and the share of page loads that send (0 to 1).
   * Left out: nothing is measured, nothing loaded.
   */
  telemetry?: TelemetryConfig;
}

export interface TelemetryConfig {
  endpoint: string;
  sampleRate: number;
}

type Env = Record<string, string | boolean | undefined>;

const envKey = (path: string) =>
  'VITE_' +
  path
    .replace(/([a-z0-9])([A-Z])/g, '$1_$2')
    .replace(/\./g, '_')
    .toUpperCase();

/** Builds the raw configuration from VITE_* variables, e.g. hosts.api ← VITE_HOSTS_API. */
export function configFromEnv(env: Env): Record<string, unknown> {
  const read = (path: string) => {
    const value = env[envKey(path)];
    return typeof value === 'string' && value !== '' ? value : undefined;
  };
  const group = (prefix: string, keys: readonly string[]) =>
    Object.fromEntries(keys.map((key) => [key, read(`${prefix}.${key}`)]));
  const list = (value: string | undefined) =>
    value
      ?.split(',')
      .map((part) => part.trim())
      .filter(Boolean);
  return {
    environment: read('environment'),
    mock: read('mock') === 'true' || read('mock') === 'dev' || read('mock') === 'worker',
    hosts: group('hosts', HOSTS),
    oidc: group('oidc', ['authority', 'clientId', 'scope']),
    redirects: group('redirects', REDIRECT_TOOLS),
    allowedRedirectHosts: redirectHostsOf(
      list(read('allowedRedirectHosts')),
      REDIRECT_TOOLS.map((tool) => read(`redirects.${tool}`)),
    ),
    fallbackIntranetUrl: read('fallbackIntranetUrl'),
    tokenExpiryWarningMinutes: optionalNumber(read('tokenExpiryWarningMinutes')),
    connectionProducts: productCodes(
      read('connectionProducts.bus'),
      read('connectionProducts.train'),
    ),
    telemetry: read('telemetry.endpoint') && {
      endpoint: read('telemetry.endpoint'),
      sampleRate: optionalNumber(read('telemetry.sampleRate')),
    },
  };
}

const optionalNumber = (value: string | undefined) =>
  value === undefined ? undefined : Number(value);

/** VITE_CONNECTION_PRODUCTS_BUS / _TRAIN, both or neither (the defaults then apply). */
function productCodes(bus: string | undefined, train: string | undefined) {
  if (bus === undefined && train === undefined) return undefined;
  return { bus: Number(bus), train: Number(train) };
}

/** Deep merge where `override` wins and `undefined` never overwrites. */
export function mergeConfig(
  base: Record<string, unknown>,
  override: Record<string, unknown>,
): Record<string, unknown> {
  const out: Record<string, unknown> = { ...base };
  for (const [key, value] of Object.entries(override)) {
    if (value === undefined) continue;
    const current = out[key];
    out[key] = isPlainObject(current) && isPlainObject(value) ? mergeConfig(current, value) : value;
  }
  return out;
}

export class ConfigError extends Error {
  override name = 'ConfigError';
}

/** Reads every setting (defaults where a setting may be left out); unknown keys are dropped. */
function checkConfig(raw: Record<string, unknown>): {
  config: AppConfig;
  problems: ConfigProblem[];
} {
  const read = new ConfigReader();
  const domains =
    raw.redirectsByDomain === undefined
      ? {}
      : read.group(raw.redirectsByDomain, 'redirectsByDomain');
  const redirectsByDomain = Object.fromEntries(
    Object.entries(domains).map(([domain, value]) => {
      const path = `redirectsByDomain.${domain}`;
      const given = read.group(value, path);
      const tools = REDIRECT_TOOLS.filter((tool) => given[tool] !== undefined);
      return [
        domain,
        Object.fromEntries(
          tools.map((tool) => [tool, read.address(given[tool], `${path}.${tool}`)]),
        ),
      ];
    }),
  );
  const oidcOf = (value: unknown) => {
    const oidc = read.group(value, 'oidc');
    return {
      authority: read.address(oidc.authority, 'oidc.authority', true),
      clientId: read.text(oidc.clientId, 'oidc.clientId'),
      scope: read.text(oidc.scope, 'oidc.scope'),
    };
  };
  const products =
    raw.connectionProducts === undefined
      ? { bus: 86, train: 136 }
      : read.group(raw.connectionProducts, 'connectionProducts');
  const config: AppConfig = {
    environment: read.text(raw.environment, 'environment'),
    mock: read.flag(raw.mock, 'mock'),
    hosts: read.addresses(raw.hosts, 'hosts', HOSTS, true),
    oidc: oidcOf(raw.oidc),
    redirects: read.addresses(raw.redirects, 'redirects', REDIRECT_TOOLS),
    redirectsByDomain,
    allowedRedirectHosts:
      raw.allowedRedirectHosts === undefined
        ? []
        : read.textList(raw.allowedRedirectHosts, 'allowedRedirectHosts'),
    fallbackIntranetUrl: read.address(raw.fallbackIntranetUrl, 'fallbackIntranetUrl'),
    tokenExpiryWarningMinutes:
      raw.tokenExpiryWarningMinutes === undefined
        ? 120
        : read.integer(raw.tokenExpiryWarningMinutes, 'tokenExpiryWarningMinutes', 0, 24 * 60),
    connectionProducts: {
      bus: read.number(products.bus, 'connectionProducts.bus'),
      train: read.number(products.train, 'connectionProducts.train'),
    },
    telemetry: raw.telemetry === undefined ? undefined : telemetryOf(read, raw.telemetry),
  };
  return { config, problems: read.problems };
}

/** `telemetry`: an absolute http(s) address and a share from 0 to 1 (all page loads if left out). */
function telemetryOf(read: ConfigReader, value: unknown): TelemetryConfig {
  const given = read.group(value, 'telemetry');
  return {
    endpoint: read.address(given.endpoint, 'telemetry.endpoint'),
    sampleRate:
      given.sampleRate === undefined ? 1 : read.fraction(given.sampleRate, 'telemetry.sampleRate'),
  };
}

/** Validates the merged configuration; the error names every missing or malformed setting. */
export function parseConfig(raw: Record<string, unknown>): AppConfig {
  const { config, problems } = checkConfig(raw);
  if (problems.length === 0) return config;
  const lines = problems.map(({ path, message }) => `${path} (${envKey(path)}): ${message}`);
  throw new ConfigError(`Felaktig konfiguration:\n${lines.join('\n')}`);
}

let current: AppConfig | undefined;

export function getConfig(): AppConfig {
  if (!current) throw new ConfigError('Konfigurationen är inte inläst.');
  return current;
}

export function setConfig(config: AppConfig): void {
  current = config;
}

/**
 * The redirect allow-list of the build: VITE_ALLOWED_REDIRECT_HOSTS, or else the hosts of the
 * build's own VITE_REDIRECTS_* targets. A config.json is served, not built, so it cannot add to it.
 */
function redirectHostsOf(listed: string[] | undefined, targets: (string | undefined)[]): string[] {
  if (listed?.length) return listed.map((h) => h.toLowerCase());
  const hosts = targets.flatMap((target) => {
    try {
      return target ? [new URL(target).host.toLowerCase()] : [];
    } catch {
      return [];
    }
  });
  return [...new Set(hosts)];
}

export function buildRedirectHosts(env: Env): string[] {
  return configFromEnv(env).allowedRedirectHosts as string[];
}

/** Whether `host` is on the list (exactly, or under an entry written `.example.se`). */
export function hostAllowed(allowed: readonly string[], host: string): boolean {
  const h = host.toLowerCase();
  return allowed.some((entry) => {
    const e = entry.toLowerCase();
    return e.startsWith('.') ? h.endsWith(e) && h.length > e.length : h === e;
  });
}

/** config.json's `allowedRedirectHosts` keeps only entries the build's list already covers. */
function narrowedRedirectHosts(env: Env, requested: unknown): string[] {
  const built = buildRedirectHosts(env);
  if (!Array.isArray(requested)) return built;
  return requested
    .map((entry) => String(entry).toLowerCase())
    .filter((entry) => hostAllowed(built, entry.startsWith('.') ? `x${entry}` : entry));
}

/** Reads VITE_* defaults, then the optional config.json beside index.html. */
export async function loadConfig(
  env: Env = import.meta.env,
  fetchImpl: typeof fetch = fetch,
): Promise<AppConfig> {
  let override: Record<string, unknown> = {};
  const response = await fetchImpl(`${import.meta.env.BASE_URL}config.json`, {
    cache: 'no-store',
  }).catch(() => undefined);
  if (response?.ok && response.headers.get('content-type')?.includes('json')) {
    const text = await response.text();
    try {
      const parsed: unknown = JSON.parse(text);
      if (!isPlainObject(parsed)) throw new Error('not an object');
      override = parsed;
    } catch (error) {
      throw new ConfigError(`config.json kan inte läsas: ${(error as Error).message}`);
    }
  }
  const merged = mergeConfig(configFromEnv(env), override);
  merged.allowedRedirectHosts = narrowedRedirectHosts(env, override.allowedRedirectHosts);
  const config = parseConfig(merged);
  setConfig(config);
  return config;
}
