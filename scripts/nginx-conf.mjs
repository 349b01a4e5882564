// node scripts/nginx-conf.mjs --config dist/config.json --root /srv/portal --listen 8080
//   [--access-log /var/log/nginx/personalportalen.access.log] [--no-hsts] [--out file]
// Completes deploy/nginx.conf for one environment: the Content-Security-Policy's connect-src is
// built from the hosts of that environment's config.json (the flow host also as ws/wss) and its
// telemetry endpoint.
// Strict-Transport-Security is sent unless --no-hsts (a test host served over plain http only).
import { readFileSync, writeFileSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { parseArgs } from 'node:util';

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

// Run as a script (not imported): compared as URLs, so that a path with a space or a non-ASCII
// letter, which a file: URL escapes, still matches.
if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  const { values } = parseArgs({
    options: {
      config: { type: 'string', default: 'dist/config.json' },
      root: { type: 'string', default: 'dist' },
      listen: { type: 'string', default: '8080' },
      'access-log': { type: 'string', default: ACCESS_LOG },
      'no-hsts': { type: 'boolean', default: false },
      out: { type: 'string' },
    },
  });
  const config = JSON.parse(readFileSync(resolve(values.config), 'utf8'));
  const out = buildConf(config, {
    root: values.root,
    listen: values.listen,
    accessLog: values['access-log'],
    hsts: !values['no-hsts'],
  });
  if (values.out) writeFileSync(values.out, out);
  else process.stdout.write(out);
}
