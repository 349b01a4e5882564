import { hostAllowed, type AppConfig, type RedirectTool } from '@/lib/config';

export { hostAllowed };
import { EVENTS_ALT_DISTRICTS } from './redirect-tools';

/**
 * Where a redirect goes: the configured target for this domain (or the default), never anything
 * from the URL; and only to an http(s) host on the allowed list.
 */
export function redirectTarget(
  config: AppConfig,
  tool: RedirectTool,
  hostname: string,
  currentDistrict: number | null,
): string | null {
  const effective: RedirectTool =
    tool === 'events' && currentDistrict !== null && EVENTS_ALT_DISTRICTS.includes(currentDistrict)
      ? 'eventsAlt'
      : tool;
  const target = config.redirectsByDomain[hostname]?.[effective] ?? config.redirects[effective];
  return isAllowedTarget(config, target) ? target : null;
}

/** http targets only in development and mock builds; a production build goes to https only. */
const HTTP_ALLOWED = import.meta.env.DEV || Boolean(import.meta.env.VITE_MOCK);

/**
 * Only to a host on the build's allow-list (config.allowedRedirectHosts, which config.json can
 * narrow but not widen), over https (http too in development and mock builds), no credentials.
 */
export function isAllowedTarget(
  config: AppConfig,
  target: string | undefined,
  httpAllowed: boolean = HTTP_ALLOWED,
): target is string {
  if (!target) return false;
  try {
    const url = new URL(target);
    const protocolOk = url.protocol === 'https:' || (httpAllowed && url.protocol === 'http:');
    return (
      protocolOk &&
      !url.username &&
      !url.password &&
      hostAllowed(config.allowedRedirectHosts, url.host)
    );
  } catch {
    return false;
  }
}
