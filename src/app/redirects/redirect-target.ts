import type { AppConfig, RedirectTool } from '@/lib/config';
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

export function allowedHosts(config: AppConfig): Set<string> {
  if (config.allowedRedirectHosts.length > 0) return new Set(config.allowedRedirectHosts);
  const targets = [
    ...Object.values(config.redirects),
    ...Object.values(config.redirectsByDomain).flatMap((r) => Object.values(r)),
  ];
  return new Set(
    targets.flatMap((t) => {
      try {
        return [new URL(t as string).host];
      } catch {
        return [];
      }
    }),
  );
}

export function isAllowedTarget(config: AppConfig, target: string | undefined): target is string {
  if (!target) return false;
  try {
    const url = new URL(target);
    return (
      (url.protocol === 'https:' || url.protocol === 'http:') && allowedHosts(config).has(url.host)
    );
  } catch {
    return false;
  }
}
