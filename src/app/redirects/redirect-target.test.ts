import { describe, expect, it } from 'vitest';
import type { AppConfig } from '@/lib/config';
import { configFromEnv, parseConfig } from '@/lib/config-read';
import {
  hostAllowed,
  httpTargetsAllowed,
  isAllowedTarget,
  redirectTarget,
} from './redirect-target';

const base = parseConfig(configFromEnv(import.meta.env as unknown as Record<string, string>));
const withList = (allowedRedirectHosts: string[]): AppConfig => ({ ...base, allowedRedirectHosts });

describe('redirect targets', () => {
  it('only hosts on the list; `.example.se` covers the hosts under it', () => {
    expect(hostAllowed(['.example.se'], 'events.example.se')).toBe(true);
    expect(hostAllowed(['.example.se'], 'example.se.evil.com')).toBe(false);
    expect(hostAllowed(['events.example.se'], 'EVENTS.example.se')).toBe(true);
    expect(hostAllowed(['events.example.se'], 'events.example.se.evil.com')).toBe(false);
  });

  it('a production build goes to https only; never with credentials in the URL', () => {
    const config = withList(['tool.example.se']);
    expect(isAllowedTarget(config, 'https://tool.example.se/', false)).toBe(true);
    expect(isAllowedTarget(config, 'http://tool.example.se/', false)).toBe(false);
    expect(isAllowedTarget(config, 'http://tool.example.se/', true)).toBe(true);
    expect(isAllowedTarget(config, 'https://user:pw@tool.example.se/', false)).toBe(false);
    expect(isAllowedTarget(config, 'javascript:alert(1)', true)).toBe(false);
  });

  it('http targets only in development and mock builds, not in a production build', () => {
    expect(httpTargetsAllowed(true, 'false')).toBe(true);
    expect(httpTargetsAllowed(false, 'dev')).toBe(true);
    expect(httpTargetsAllowed(false, 'worker')).toBe(true);
    // .env.production sets VITE_MOCK=false, which reaches the code as a string.
    expect(httpTargetsAllowed(false, 'false')).toBe(false);
    expect(httpTargetsAllowed(false, '')).toBe(false);
  });

  it('a target for this domain that is not on the list is refused', () => {
    const config: AppConfig = {
      ...base,
      redirectsByDomain: { 'portal.example.se': { events: 'https://evil.example/' } },
    };
    expect(redirectTarget(config, 'events', 'portal.example.se', 4)).toBeNull();
    expect(redirectTarget(config, 'events', 'other.example.se', 4)).toBe(
      'https://events.mock.invalid/',
    );
  });
});
