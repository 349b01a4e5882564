// npm run contract -- --config <config.json> --token <file> [--district N] [--origin URL]
// The go-live check of an environment: every read (GET) of the portal against the hosts of its
// config.json, each answer checked with the portal's own schemas and readers (loaded through
// Vite's module loader, as the mock server loads its TypeScript). Never writes.
import { readFileSync } from 'node:fs';
import { dirname, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';

const USAGE = `Usage: npm run contract -- --config <config.json> --token <file> [options]

Calls every read (GET, never a write) of the portal against the hosts that the environment's
config.json names, with the bearer token in <file>, and checks each answer with the portal's own
schemas and readers. One line per call: method, host, path with the names of its query (never
the values, never the token), status, and the fields that are missing, extra or of another type
than the portal reads.

  --config <file>    the environment's config.json (as served beside index.html)
  --token <file>     a file holding the access token (a JWT) of a user with wide access
  --district <id>    the district to ask about (default: the token's defaultDistrictId)
  --origin <url>     the portal's origin, for hosts given as paths on it (e.g. /api)
  --timeout <s>      longest wait for one answer (default 30)
  --help             this text

Ids the calls need come from the token (userId, employeeNumber, defaultDistrictId), today's
date in Stockholm, and earlier answers (a document, a group, a duty, a host, ...).

Exit status: 0 when the portal can use every answer (extra fields and notes only inform),
1 when an answer has a shape the portal cannot read or a call it needs fails, 2 when the check
cannot start (arguments, config.json, token).`;

function parseArgs(argv) {
  const out = {};
  for (let i = 0; i < argv.length; i++) {
    const arg = argv[i];
    if (arg === '--help' || arg === '-h') out.help = true;
    else if (arg.startsWith('--')) {
      const [key, inline] = arg.slice(2).split('=', 2);
      out[key] = inline ?? argv[++i];
    } else out.unknown = arg;
  }
  return out;
}

const fail = (message) => {
  console.error(`contract: ${message}\n\n${USAGE}`);
  process.exit(2);
};

const args = parseArgs(process.argv.slice(2));
if (args.help) {
  console.log(USAGE);
  process.exit(0);
}
if (args.unknown) fail(`unknown argument ${args.unknown}`);
if (!args.config || !args.token) fail('--config and --token are required');
// npm runs scripts in the project folder; the paths are the caller's.
const cwd = process.env.INIT_CWD ?? process.cwd();
let config;
let token;
try {
  config = JSON.parse(readFileSync(resolve(cwd, args.config), 'utf8'));
} catch (error) {
  fail(`cannot read ${args.config}: ${error.message}`);
}
try {
  token = readFileSync(resolve(cwd, args.token), 'utf8')
    .trim()
    .replace(/^Bearer\s+/i, '');
} catch (error) {
  fail(`cannot read the token file ${args.token}: ${error.message}`);
}
const districtId = args.district === undefined ? undefined : Number(args.district);
if (districtId !== undefined && !Number.isInteger(districtId)) fail('--district takes a number');
const timeout = args.timeout === undefined ? 30 : Number(args.timeout);
if (!(timeout > 0)) fail('--timeout takes seconds');

// Vite's loader works from the project folder (its config, its aliases).
process.chdir(resolve(dirname(fileURLToPath(import.meta.url)), '../..'));
const { tsLoader } = await import('../prod/load-ts.mjs');
const ts = await tsLoader();
let code = 2;
try {
  const { runContract } = await ts.load('/scripts/contract/run.ts');
  code = await runContract({
    config,
    token,
    origin: args.origin,
    districtId,
    timeoutMs: timeout * 1000,
    print: (text) => console.log(text),
  });
} catch (error) {
  console.error(`contract: ${error?.stack ?? error}`.split(token).join('***'));
} finally {
  await ts.close();
}
process.exit(code);
