// Prepares the production journeys' site: a copy of dist/ with a config.json that points at the
// mock server and the local OpenID provider (as a deploy writes one per environment), and the
// nginx configuration completed for it. Prints the folder.
import { cpSync, existsSync, mkdirSync, rmSync, writeFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { tsLoader } from './load-ts.mjs';

const port = Number(process.env.PROD_PORT ?? 8080);
const mock = process.env.MOCK_ORIGIN ?? 'http://localhost:5180';
const idp = process.env.OIDC_ORIGIN ?? 'http://localhost:5190';
const dir = resolve(process.env.PROD_SITE_DIR ?? 'test-results/prod-site');

const dist = process.env.PROD_DIST ?? 'dist';
const ts = await tsLoader();
const { HOSTS } = await ts.load('/src/lib/config.ts');
await ts.close();

if (!existsSync(`${dist}/index.html`)) {
  console.error(`${dist}/ is missing: run "npm run build" first`);
  process.exit(1);
}
rmSync(dir, { recursive: true, force: true });
mkdirSync(`${dir}/logs`, { recursive: true });
cpSync(dist, `${dir}/www`, { recursive: true });

export const config = {
  environment: 'prodtest',
  mock: false,
  hosts: Object.fromEntries(
    HOSTS.map((h) => [
      h,
      h === 'info' ? `${mock}/mock/info/portal/info.json` : `${mock}/mock/${h}`,
    ]),
  ),
  oidc: { authority: idp, clientId: 'personalportalen', scope: 'openid profile api' },
  // A collector the CSP allows, sampled at 0 (off): the telemetry journey turns it on for its own
  // page (tests/prod/telemetry.spec.ts listens on this port).
  telemetry: {
    endpoint: `http://127.0.0.1:${Number(process.env.PROD_TELEMETRY_PORT ?? port + 1000)}/v1/metrics`,
    sampleRate: 0,
  },
};
writeFileSync(`${dir}/www/config.json`, JSON.stringify(config, null, 2));

const { buildConf } = await import('../nginx-conf.mjs');
// This machine only; its own access log (the production journeys read it).
const server = buildConf(config, {
  root: `${dir}/www`,
  listen: `127.0.0.1:${port}`,
  accessLog: `${dir}/logs/access.log`,
});
writeFileSync(
  `${dir}/nginx.conf`,
  `worker_processes 1;
error_log ${dir}/logs/error.log warn;
pid ${dir}/nginx.pid;
events { worker_connections 256; }
http {
  include /etc/nginx/mime.types;
  default_type application/octet-stream;
  access_log off;
  client_body_temp_path ${dir}/tmp-body;
  proxy_temp_path ${dir}/tmp-proxy;
  fastcgi_temp_path ${dir}/tmp-fastcgi;
  uwsgi_temp_path ${dir}/tmp-uwsgi;
  scgi_temp_path ${dir}/tmp-scgi;
  sendfile on;
${server}
}
`,
);
console.log(dir);
