/**
 * Reading and checking the runtime configuration (see ./config.ts): the VITE_* defaults of the
 * build, merged with config.json. Loaded by `loadConfig` while config.json is fetched.
 */
import {
  ConfigError,
  hostAllowed,
  HOSTS,
  REDIRECT_TOOLS,
  type AppConfig,
  type Env,
  type TelemetryConfig,
} from './config';
import { ConfigReader, isPlainObject, type ConfigProblem } from './config-check';

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

/** config.json's `allowedRedirectHosts` keeps only entries the build's list already covers. */
function narrowedRedirectHosts(env: Env, requested: unknown): string[] {
  const built = buildRedirectHosts(env);
  if (!Array.isArray(requested)) return built;
  return requested
    .map((entry) => String(entry).toLowerCase())
    .filter((entry) => hostAllowed(built, entry.startsWith('.') ? `x${entry}` : entry));
}

/** The configuration from the build's `env` and the text of config.json (if one was served). */
export function readConfig(env: Env, configJson: string | undefined): AppConfig {
  let override: Record<string, unknown> = {};
  if (configJson !== undefined) {
    try {
      const parsed: unknown = JSON.parse(configJson);
      if (!isPlainObject(parsed)) throw new Error('not an object');
      override = parsed;
    } catch (error) {
      throw new ConfigError(`config.json kan inte läsas: ${(error as Error).message}`);
    }
  }
  const merged = mergeConfig(configFromEnv(env), override);
  merged.allowedRedirectHosts = narrowedRedirectHosts(env, override.allowedRedirectHosts);
  return parseConfig(merged);
}
