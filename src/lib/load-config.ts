import { setConfig, type AppConfig, type Env } from './config';

/**
 * Reads VITE_* defaults, then the optional config.json beside index.html. The checks come in
 * their own chunk, fetched together with config.json (the first render waits for both).
 */
export async function loadConfig(
  env: Env = import.meta.env,
  fetchImpl: typeof fetch = fetch,
): Promise<AppConfig> {
  const [text, { readConfig }] = await Promise.all([
    fetchImpl(`${import.meta.env.BASE_URL}config.json`, { cache: 'no-store' }).then(
      (response) =>
        response.ok && response.headers.get('content-type')?.includes('json')
          ? response.text()
          : undefined,
      () => undefined,
    ),
    import('./config-read'),
  ]);
  const config = readConfig(env, text);
  setConfig(config);
  return config;
}
