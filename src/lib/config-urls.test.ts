import { describe, expect, it } from 'vitest';
import { loadConfig } from './load-config';
import { configFromEnv, mergeConfig, parseConfig } from './config-read';

const env = import.meta.env as unknown as Record<string, string>;

const problemsOf = (override: Record<string, unknown>) => {
  try {
    parseConfig(mergeConfig(configFromEnv(env), override));
    return [];
  } catch (error) {
    return (error as Error).message.split('\n').slice(1);
  }
};

describe('the addresses of the configuration (http(s) only, as redirect targets)', () => {
  it('refuses a javascript: or data: address in every URL setting, naming each', () => {
    expect(
      problemsOf({
        hosts: { links: 'javascript:alert(1)' },
        oidc: { authority: 'data:text/html,<script>alert(1)</script>' },
        redirects: { events: 'javascript:alert(document.cookie)' },
        redirectsByDomain: { 'portal.example.se': { tempo: 'data:text/html,x' } },
        fallbackIntranetUrl: 'javascript:alert(1)',
      }),
    ).toEqual([
      'redirectsByDomain.portal.example.se.tempo (VITE_REDIRECTS_BY_DOMAIN_PORTAL_EXAMPLE_SE_TEMPO): ska vara en http- eller https-adress',
      'hosts.links (VITE_HOSTS_LINKS): ska vara en http- eller https-adress eller en sökväg som börjar med /',
      'oidc.authority (VITE_OIDC_AUTHORITY): ska vara en http- eller https-adress eller en sökväg som börjar med /',
      'redirects.events (VITE_REDIRECTS_EVENTS): ska vara en http- eller https-adress',
      'fallbackIntranetUrl (VITE_FALLBACK_INTRANET_URL): ska vara en http- eller https-adress',
    ]);
  });

  it('refuses other schemes and what is no address at all', () => {
    expect(problemsOf({ fallbackIntranetUrl: 'ftp://intranat.example.se/' })).toHaveLength(1);
    expect(problemsOf({ fallbackIntranetUrl: 'intranat.example.se' })).toHaveLength(1);
    expect(problemsOf({ fallbackIntranetUrl: '/intranat' })).toHaveLength(1);
    expect(problemsOf({ redirects: { tempo: 'mailto:tempo@example.se' } })).toHaveLength(1);
    expect(problemsOf({ hosts: { api: '//api.example.se' } })).toHaveLength(1);
  });

  it('accepts http(s) addresses, and paths on this origin for the API hosts and the provider', () => {
    const config = parseConfig(
      mergeConfig(configFromEnv(env), {
        hosts: { api: 'https://api.example.se', doc: 'http://doc.test.example', msg: '/api/msg' },
        oidc: { authority: '/idp' },
        fallbackIntranetUrl: 'http://intranat.test.example/start',
      }),
    );
    expect(config.hosts).toMatchObject({ api: 'https://api.example.se', msg: '/api/msg' });
    expect(config.oidc.authority).toBe('/idp');
    expect(config.fallbackIntranetUrl).toBe('http://intranat.test.example/start');
  });

  it('a config.json with such an address stops the start with a message naming the setting', async () => {
    const fetchStub = (async () =>
      new Response(JSON.stringify({ fallbackIntranetUrl: 'javascript:alert(1)' }), {
        headers: { 'content-type': 'application/json' },
      })) as typeof fetch;
    await expect(loadConfig(env, fetchStub)).rejects.toThrow(
      /Felaktig konfiguration:\nfallbackIntranetUrl \(VITE_FALLBACK_INTRANET_URL\): ska vara en http- eller https-adress/,
    );
  });
});
