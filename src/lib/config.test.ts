import { describe, expect, it } from 'vitest';
import { ConfigError } from './config';
import { loadConfig } from './load-config';
import { configFromEnv, mergeConfig, parseConfig } from './config-read';

const env = import.meta.env as unknown as Record<string, string>;

describe('configuration', () => {
  it('reads every VITE_* setting into a valid configuration', () => {
    const config = parseConfig(configFromEnv(env));
    expect(config.hosts.staff).toBe('/mock/staff');
    expect(config.redirects.staff2Duties).toBe('https://bemanning.mock.invalid/duties');
    expect(config.redirects.eventsAlt).toBe('https://events-nord.mock.invalid/');
    expect(config.oidc.clientId).toBe('personalportalen');
  });

  it('product codes of the departure services: spec defaults, overridable', () => {
    expect(parseConfig(configFromEnv(env)).connectionProducts).toEqual({ bus: 86, train: 136 });
    const swapped = configFromEnv({
      ...env,
      VITE_CONNECTION_PRODUCTS_BUS: '136',
      VITE_CONNECTION_PRODUCTS_TRAIN: '86',
    });
    expect(parseConfig(swapped).connectionProducts).toEqual({ bus: 136, train: 86 });
    const half = configFromEnv({ ...env, VITE_CONNECTION_PRODUCTS_BUS: '136' });
    expect(() => parseConfig(half)).toThrow(/connectionProducts\.train/);
  });

  it('names a missing setting and its variable', () => {
    const raw = configFromEnv({ ...env, VITE_HOSTS_API: '' });
    expect(() => parseConfig(raw)).toThrow(ConfigError);
    expect(() => parseConfig(raw)).toThrow(/hosts\.api \(VITE_HOSTS_API\)/);
  });

  it('names every malformed setting of a config.json at once', () => {
    const raw = mergeConfig(configFromEnv(env), {
      mock: 'yes',
      oidc: 'https://idp.example',
      tokenExpiryWarningMinutes: 1.5,
      redirectsByDomain: { 'portal.example.se': { events: '' } },
      connectionProducts: { bus: '86', train: 136 },
    });
    let message = '';
    try {
      parseConfig(raw);
    } catch (error) {
      message = (error as Error).message;
    }
    expect(message.split('\n').slice(1)).toEqual([
      'redirectsByDomain.portal.example.se.events (VITE_REDIRECTS_BY_DOMAIN_PORTAL_EXAMPLE_SE_EVENTS): får inte vara tom',
      'mock (VITE_MOCK): ska vara true eller false men är string',
      'oidc (VITE_OIDC): ska vara ett objekt men är string',
      'oidc.authority (VITE_OIDC_AUTHORITY): ska vara en text men saknas',
      'oidc.clientId (VITE_OIDC_CLIENT_ID): ska vara en text men saknas',
      'oidc.scope (VITE_OIDC_SCOPE): ska vara en text men saknas',
      'tokenExpiryWarningMinutes (VITE_TOKEN_EXPIRY_WARNING_MINUTES): ska vara ett heltal från 0 till 1440',
      'connectionProducts.bus (VITE_CONNECTION_PRODUCTS_BUS): ska vara ett tal men är string',
    ]);
  });

  it('keeps known settings only, with the defaults of the optional ones', () => {
    const config = parseConfig(
      mergeConfig(configFromEnv(env), {
        extra: true,
        redirectsByDomain: { 'portal.example.se': { events: 'https://e.example.se/', x: 'y' } },
      }),
    );
    expect(config).not.toHaveProperty('extra');
    expect(config.redirectsByDomain).toEqual({
      'portal.example.se': { events: 'https://e.example.se/' },
    });
    expect(config.tokenExpiryWarningMinutes).toBe(120);
    const bare = { ...configFromEnv(env), tokenExpiryWarningMinutes: undefined };
    expect(parseConfig({ ...bare, connectionProducts: undefined }).connectionProducts).toEqual({
      bus: 86,
      train: 136,
    });
  });

  it('config.json overrides defaults deeply, undefined never overwrites', () => {
    const merged = mergeConfig(configFromEnv(env), {
      hosts: { api: 'https://api.test.example' },
      environment: undefined,
    });
    const config = parseConfig(merged);
    expect(config.hosts.api).toBe('https://api.test.example');
    expect(config.hosts.doc).toBe('/mock/doc');
    expect(config.environment).toBe('mock');
  });

  it('a malformed config.json fails at start with a message that says so', async () => {
    const fetchStub = (async () =>
      new Response('{ not json', {
        headers: { 'content-type': 'application/json' },
      })) as typeof fetch;
    await expect(loadConfig(env, fetchStub)).rejects.toThrow(/config\.json kan inte läsas/);
  });

  it('a missing config.json is fine (defaults from the build)', async () => {
    const fetchStub = (async () => new Response('', { status: 404 })) as typeof fetch;
    const config = await loadConfig(env, fetchStub);
    expect(config.hosts.msg).toBe('/mock/msg');
  });
});

describe('the redirect allow-list', () => {
  const json = (body: unknown) =>
    (async () =>
      new Response(JSON.stringify(body), {
        headers: { 'content-type': 'application/json' },
      })) as typeof fetch;

  it('is fixed by the build: the hosts of its targets', async () => {
    const config = await loadConfig(env, json({}));
    expect(config.allowedRedirectHosts).toContain('events.mock.invalid');
    expect(config.allowedRedirectHosts).not.toContain('evil.example');
  });

  it('config.json may narrow it but never widen it', async () => {
    const config = await loadConfig(
      env,
      json({ allowedRedirectHosts: ['evil.example', 'events.mock.invalid'] }),
    );
    expect(config.allowedRedirectHosts).toEqual(['events.mock.invalid']);
  });

  it('a build listing `.example.se` lets config.json choose hosts under it, nothing else', async () => {
    const built = { ...env, VITE_ALLOWED_REDIRECT_HOSTS: '.example.se' };
    const config = await loadConfig(
      built,
      json({
        allowedRedirectHosts: ['events.example.se', '.buss.example.se', 'evil.example', '.se'],
      }),
    );
    expect(config.allowedRedirectHosts).toEqual(['events.example.se', '.buss.example.se']);
  });
});
