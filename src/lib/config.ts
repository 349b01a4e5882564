/**
 * Runtime configuration. Defaults come from the build's `VITE_*` variables (see .env.example);
 * a `config.json` served beside index.html overrides any of them at start-up, so that one build
 * can be deployed to test and production unchanged. Reading and checking them is
 * ./config-read.ts, loaded while config.json is fetched (./load-config.ts), not in the start
 * bundle.
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

export class ConfigError extends Error {
  override name = 'ConfigError';
}

let current: AppConfig | undefined;

export function getConfig(): AppConfig {
  if (!current) throw new ConfigError('Konfigurationen är inte inläst.');
  return current;
}

export function setConfig(config: AppConfig): void {
  current = config;
}

/** Whether `host` is on the list (exactly, or under an entry written `.example.se`). */
export function hostAllowed(allowed: readonly string[], host: string): boolean {
  const h = host.toLowerCase();
  return allowed.some((entry) => {
    const e = entry.toLowerCase();
    return e.startsWith('.') ? h.endsWith(e) && h.length > e.length : h === e;
  });
}

export type Env = Record<string, string | boolean | undefined>;
