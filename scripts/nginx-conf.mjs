// node scripts/nginx-conf.mjs --config dist/config.json --root /srv/portal --listen 8080
//   [--access-log /var/log/nginx/personalportalen.access.log] [--no-hsts] [--out file]
// Completes deploy/nginx.conf for one environment: the Content-Security-Policy's connect-src is
// built from the hosts of that environment's config.json (the flow host also as ws/wss) and its
// telemetry endpoint.
// Strict-Transport-Security is sent unless --no-hsts (a test host served over plain http only).
import { readFileSync, writeFileSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';

const arg = (name, fallback) => {
  const i = process.argv.indexOf(`--${name}`);
  return i > 0 ? process.argv[i + 1] : fallback;
};

export const HSTS = 'max-age=31536000; includeSubDomains';
export const ACCESS_LOG = '/var/log/nginx/personalportalen.access.log';

/** The origin of a configured host (paths on the portal's own origin are 'self'). */
function origin(value) {
  try {
    return new URL(value).origin;
  } catch {
    return null;
  }
}

export function buildCsp(config) {
  const hosts = Object.values(config.hosts ?? {});
  const connect = new Set(["'self'"]);
  // The field measurements' collector (issue 36) too, when config.json names one.
  for (const value of [...hosts, config.oidc?.authority, config.telemetry?.endpoint]) {
    const o = value && origin(value);
    if (o) connect.add(o);
  }
  const flow = config.hosts?.flow && origin(config.hosts.flow);
  if (flow) connect.add(flow.replace(/^http/, 'ws'));
  // Pictures of equipment checks come from the verify/api hosts.
  const images = new Set(["'self'", 'data:', 'blob:']);
  for (const key of ['api', 'verify']) {
    const o = config.hosts?.[key] && origin(config.hosts[key]);
    if (o) images.add(o);
  }
  return [
    "default-src 'self'",
    "script-src 'self'",
    "style-src 'self'",
    `img-src ${[...images].join(' ')}`,
    "font-src 'self'",
    `connect-src ${[...connect].join(' ')}`,
    "worker-src 'self' blob:",
    "frame-src 'none'",
    "frame-ancestors 'none'",
    "base-uri 'none'",
    "object-src 'none'",
    "form-action 'self'",
  ].join('; ');
}

/**
 * deploy/nginx.conf completed for one environment. `hsts: false` leaves Strict-Transport-Security
 * out (an empty value: nginx then sends no header).
 */
export function buildConf(config, { root, listen, accessLog = ACCESS_LOG, hsts = true }) {
  const template = readFileSync(
    join(dirname(fileURLToPath(import.meta.url)), '../deploy/nginx.conf'),
    'utf8',
  );
  return template
    .replaceAll('__ROOT__', resolve(root))
    .replaceAll('__LISTEN__', String(listen))
    .replaceAll('__ACCESS_LOG__', accessLog)
    .replaceAll('__HSTS__', hsts ? HSTS : '')
    .replaceAll('__CSP__', buildCsp(config).replaceAll('"', '\\"'));
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const config = JSON.parse(readFileSync(resolve(arg('config', 'dist/config.json')), 'utf8'));
  const out = buildConf(config, {
    root: arg('root', 'dist'),
    listen: arg('listen', '8080'),
    accessLog: arg('access-log', ACCESS_LOG),
    hsts: !process.argv.includes('--no-hsts'),
  });
  const file = arg('out');
  if (file) writeFileSync(file, out);
  else process.stdout.write(out);
}
