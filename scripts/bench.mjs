// npm run bench — builds, prints the gzip size of the JavaScript each route loads (initial and
// lazy chunks) against the budgets, then runs every feature benchmark in scripts/bench/ against
// that build (dist/ served statically, the mock server on its own origin; BENCH_DEV=1: against
// the dev server instead; see scripts/bench/lib.mjs).
import { execFileSync, spawnSync } from 'node:child_process';
import { readFileSync, readdirSync, existsSync } from 'node:fs';
import { gzipSync } from 'node:zlib';
import { join } from 'node:path';

const INITIAL_BUDGET_KB = 130;
const ROUTE_BUDGET_KB = 50;
/** Loaded on demand inside a route; not counted in the route's budget (issue 4). */
const ON_DEMAND = [/react-datepicker/, /date-picker-field/, /write-excel-file/, /read-excel-file/];

/** What each feature route loads: its layout and page chunks (lazy entries by source file). */
const VLS = 'src/features/vls/components/';
const EQUIPMENT = 'src/features/equipment/components/';
const WORKDAY = 'src/features/workday/components/';
const ROUTES = {
  '/vls/mydocs': [`${VLS}vls-layout.tsx`, `${VLS}my-documents-page.tsx`],
  '/vls/viewAllDocuments': [`${VLS}vls-layout.tsx`, `${VLS}all-documents-page.tsx`],
  '/vls/followupReadingRecipt': [`${VLS}vls-layout.tsx`, `${VLS}followup-page.tsx`],
  '/vls/review/user/:id': [`${VLS}vls-layout.tsx`, `${VLS}review-user-page.tsx`],
  '/vls/files': [`${VLS}vls-layout.tsx`, `${VLS}files-page.tsx`],
  '/vls/files/upload': [`${VLS}vls-layout.tsx`, `${VLS}upload-page.tsx`],
  '/inchecking': ['src/features/inchecking/components/inchecking-page.tsx'],
  // The page and its edit dialog (loaded when first opened), counted together.
  '/equipmentRegister/verify': [`${EQUIPMENT}equipment-page.tsx`, `${EQUIPMENT}check-dialog.tsx`],
  '/staffoverview/viewAll': ['src/features/staff/components/staff-page.tsx'],
  '/message': ['src/features/message/components/message-list-page.tsx'],
  '/message/edit': ['src/features/message/components/compose-page.tsx'],
  '/message/to/:userid': ['src/features/message/components/message-to-page.tsx'],
  '/message/groupadmin': ['src/features/groupadmin/components/group-list-page.tsx'],
  '/message/groupadmin/edit': ['src/features/groupadmin/components/group-edit-page.tsx'],
  '/connections': ['src/features/connections/components/connections-page.tsx'],
  '/workday/calendar': [`${WORKDAY}workday-layout.tsx`, `${WORKDAY}calendar-page.tsx`],
  '/workday/positionlist': [`${WORKDAY}workday-layout.tsx`, `${WORKDAY}position-list-page.tsx`],
  '/me': ['src/app/me/me-page.tsx'],
  '/report': ['src/app/report/report-page.tsx'],
};

console.log('bench: building the production bundle …');
execFileSync('npx', ['vite', 'build', '--logLevel', 'error'], { stdio: 'inherit' });

const manifest = JSON.parse(readFileSync('dist-meta/.vite/manifest.json', 'utf8'));
const gz = new Map();
const size = (file) => {
  if (!gz.has(file)) gz.set(file, gzipSync(readFileSync(join('dist', file)), { level: 9 }).length);
  return gz.get(file);
};
const kb = (bytes) => (bytes / 1024).toFixed(1);

/** A chunk and everything it imports statically (its JS closure). */
function closure(key, seen = new Set()) {
  if (seen.has(key)) return seen;
  seen.add(key);
  for (const dep of manifest[key]?.imports ?? []) closure(dep, seen);
  return seen;
}

const entryKey = Object.keys(manifest).find((k) => manifest[k].isEntry);
const initial = closure(entryKey);
const initialBytes = [...initial].reduce((sum, k) => sum + size(manifest[k].file), 0);
let failed = 0;
const line = (name, bytes, budget) => {
  const over = budget !== null && bytes / 1024 > budget;
  if (over) failed++;
  console.log(
    `bench bundle ${name}: ${kb(bytes)} KB gzip${budget === null ? '' : ` (budget ${budget} KB)${over ? ' OVER BUDGET' : ''}`}`,
  );
};
line('initial (login + front page)', initialBytes, INITIAL_BUDGET_KB);

const routeBytes = (entries) => {
  const chunks = new Set();
  for (const entry of entries) {
    if (!manifest[entry]) throw new Error(`bench: ${entry} is not a lazy chunk (routes changed?)`);
    for (const k of closure(entry))
      if (!initial.has(k) && !ON_DEMAND.some((re) => re.test(k))) chunks.add(k);
  }
  return [...chunks].reduce((sum, k) => sum + size(manifest[k].file), 0);
};
for (const [route, entries] of Object.entries(ROUTES)) {
  line(
    `route ${route}`,
    routeBytes(entries),
    route.startsWith('/vls') ||
      route.startsWith('/workday') ||
      route.startsWith('/equipmentRegister') ||
      [
        '/inchecking',
        '/connections',
        '/staffoverview/viewAll',
        '/message',
        '/message/edit',
        '/message/to/:userid',
      ].includes(route)
      ? ROUTE_BUDGET_KB
      : null,
  );
}

// Every lazy chunk on its own (what it adds beyond the start bundle), for the curious.
const lazy = Object.keys(manifest).filter((k) => manifest[k].isDynamicEntry);
for (const key of lazy.sort()) {
  const bytes = [...closure(key)]
    .filter((k) => !initial.has(k))
    .reduce((sum, k) => sum + size(manifest[k].file), 0);
  const kind = ON_DEMAND.some((re) => re.test(key)) ? 'on demand' : 'lazy chunk';
  const name = key.replace(/^src\//, '').replace(/^node_modules\/(\.pnpm\/)?/, 'lib:');
  line(`${kind} ${name}`, bytes, null);
}

console.log(`bench bundle: ${failed === 0 ? 'all within budget' : `${failed} over budget`}`);

const dir = 'scripts/bench';
const scripts = existsSync(dir)
  ? readdirSync(dir)
      // lib.mjs holds what the benches share; it is not a bench.
      .filter((f) => f.endsWith('.mjs') && f !== 'lib.mjs')
      .sort()
  : [];
for (const script of scripts) {
  console.log(`\nbench: ${script}`);
  const run = spawnSync('node', [join(dir, script)], { stdio: 'inherit' });
  if (run.status !== 0) {
    console.log(`bench ${script}: failed (exit ${run.status})`);
    failed++;
  }
}
process.exit(failed > 0 ? 1 : 0);
