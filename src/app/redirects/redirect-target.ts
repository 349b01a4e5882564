import { hostAllowed, type AppConfig, type RedirectTool } from '@/lib/config';
import { httpUrl } from '@/lib/http-url';

export { hostAllowed };
import { EVENTS_ALT_DISTRICTS } from './redirect-tools';

/**
 * Where a redirect goes: the configured target for this domain (or the default), never anything
 * from the URL; and only to an http(s) host on the allowed list. `userDistrict` (the token's
 * default district) picks the events host.
 */
export function redirectTarget(
  config: AppConfig,
  tool: RedirectTool,
  hostname: string,
  userDistrict: number | null,
): string | null {
  const effective: RedirectTool =
    tool === 'events' && userDistrict !== null && EVENTS_ALT_DISTRICTS.includes(userDistrict)
      ? 'eventsAlt'
      : tool;
  const target = config.redirectsByDomain[hostname]?.[effective] ?? config.redirects[effective];
  return isAllowedTarget(config, target) ? target : null;
}

/**
 * http targets only in development and mock builds ("dev", "worker"); a production build goes to
 * https only. Environment values are strings: a production build's VITE_MOCK is "false".
 */
export function httpTargetsAllowed(
  dev: boolean = import.meta.env.DEV,
  mock: string | undefined = import.meta.env.VITE_MOCK,
): boolean {
  return dev || mock === 'dev' || mock === 'worker';
}
const HTTP_ALLOWED = httpTargetsAllowed();

/**
 * Only to a host on the build's allow-list (config.allowedRedirectHosts, which config.json can
 * narrow but not widen), over https (http too in development and mock builds), no credentials.
 */
export function isAllowedTarget(
  config: AppConfig,
  target: string | undefined,
  httpAllowed: boolean = HTTP_ALLOWED,
): target is string {
  const url = target ? httpUrl(target) : null;
  if (!url) return false;
  const protocolOk = url.protocol === 'https:' || httpAllowed;
  return (
    protocolOk &&
    !url.username &&
    !url.password &&
    hostAllowed(config.allowedRedirectHosts, url.host)
  );
}
