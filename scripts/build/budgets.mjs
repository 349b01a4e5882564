// The bundle budgets, in one place: what the start bundle and each route may load (gzip), read
// from Vite's build manifest. `npm test` holds them (scripts/check-budgets.mjs); `npm run bench`
// prints the same figures.
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';

export const START_BUDGET_KB = 130;
export const ROUTE_BUDGET_KB = 50;
/** Loaded on demand inside a route; not counted in the route's budget (issue 4). */
export const ON_DEMAND = [
  /react-datepicker/,
  /date-picker-field/,
  /write-excel-file/,
  /read-excel-file/,
];

const VLS = 'src/features/vls/components/';
const EQUIPMENT = 'src/features/equipment/components/';
const WORKDAY = 'src/features/workday/components/';
const MESSAGE = 'src/features/message/components/';
const GROUPADMIN = 'src/features/groupadmin/components/';
const budgeted = (...entries) => ({ entries, budgetKb: ROUTE_BUDGET_KB });
const unbudgeted = (...entries) => ({ entries, budgetKb: null });

/** What each feature route loads (its layout and page chunks, by source file) and its budget. */
export const ROUTES = {
  '/vls/mydocs': budgeted(`${VLS}vls-layout.tsx`, `${VLS}my-documents-page.tsx`),
  '/vls/viewAllDocuments': budgeted(`${VLS}vls-layout.tsx`, `${VLS}all-documents-page.tsx`),
  '/vls/followupReadingRecipt': budgeted(`${VLS}vls-layout.tsx`, `${VLS}followup-page.tsx`),
  '/vls/review/user/:id': budgeted(`${VLS}vls-layout.tsx`, `${VLS}review-user-page.tsx`),
  '/vls/files': budgeted(`${VLS}vls-layout.tsx`, `${VLS}files-page.tsx`),
  '/vls/files/upload': budgeted(`${VLS}vls-layout.tsx`, `${VLS}upload-page.tsx`),
  '/inchecking': budgeted('src/features/inchecking/components/inchecking-page.tsx'),
  // The page and its edit dialog (loaded when first opened), counted together.
  '/equipmentRegister/verify': budgeted(
    `${EQUIPMENT}equipment-page.tsx`,
    `${EQUIPMENT}check-dialog.tsx`,
  ),
  '/staffoverview/viewAll': budgeted('src/features/staff/components/staff-page.tsx'),
  '/message': budgeted(`${MESSAGE}message-list-page.tsx`),
  '/message/edit': budgeted(`${MESSAGE}compose-page.tsx`),
  '/message/to/:userid': budgeted(`${MESSAGE}message-to-page.tsx`),
  '/message/groupadmin': unbudgeted(`${GROUPADMIN}group-list-page.tsx`),
  '/message/groupadmin/edit': unbudgeted(`${GROUPADMIN}group-edit-page.tsx`),
  '/connections': budgeted('src/features/connections/components/connections-page.tsx'),
  '/workday/calendar': budgeted(`${WORKDAY}workday-layout.tsx`, `${WORKDAY}calendar-page.tsx`),
  '/workday/positionlist': budgeted(
    `${WORKDAY}workday-layout.tsx`,
    `${WORKDAY}position-list-page.tsx`,
  ),
  '/me': unbudgeted('src/app/me/me-page.tsx'),
  '/report': unbudgeted('src/app/report/report-page.tsx'),
};

/** Where the build of `distDir` left its manifest (scripts/build/dist-plugins.ts moves it). */
export const manifestPath = (distDir) => join(`${distDir}-meta`, '.vite', 'manifest.json');

export function readManifest(distDir) {
  const path = manifestPath(distDir);
  if (!existsSync(path)) throw new Error(`${path} does not exist (build ${distDir} first)`);
  return JSON.parse(readFileSync(path, 'utf8'));
}

/** The gzip size (level 9) of a file of the build, by its path inside `distDir`. */
export function gzipSizer(distDir) {
  const sizes = new Map();
  return (file) => {
    if (!sizes.has(file))
      sizes.set(file, gzipSync(readFileSync(join(distDir, file)), { level: 9 }).length);
    return sizes.get(file);
  };
}

/** A chunk and everything it imports statically (its JS closure), as manifest keys. */
export function closure(manifest, key, seen = new Set()) {
  if (seen.has(key)) return seen;
  seen.add(key);
  for (const dep of manifest[key]?.imports ?? []) closure(manifest, dep, seen);
  return seen;
}

export const kb = (bytes) => (bytes / 1024).toFixed(1);

/**
 * What the start bundle and each route load, and every lazy chunk on its own, as lines
 * `{ name, bytes, budgetKb, over, missing? }`. A route whose chunk the manifest lacks is a line
 * with `missing` (the routes changed, or the table did), counted as a failure like `over`.
 */
export function bundleFigures(manifest, sizeOf, routes = ROUTES) {
  const entryKey = Object.keys(manifest).find((k) => manifest[k].isEntry);
  if (!entryKey) throw new Error('the manifest has no entry chunk');
  const initial = closure(manifest, entryKey);
  const sum = (keys) => [...keys].reduce((total, k) => total + sizeOf(manifest[k].file), 0);
  const figure = (name, bytes, budgetKb) => ({
    name,
    bytes,
    budgetKb,
    over: budgetKb !== null && bytes / 1024 > budgetKb,
  });

  const lines = [figure('start bundle (login + front page)', sum(initial), START_BUDGET_KB)];
  for (const [route, { entries, budgetKb }] of Object.entries(routes)) {
    const missing = entries.filter((entry) => !manifest[entry]);
    if (missing.length > 0) {
      lines.push({ ...figure(`route ${route}`, 0, budgetKb), missing });
      continue;
    }
    const chunks = new Set();
    for (const entry of entries)
      for (const k of closure(manifest, entry))
        if (!initial.has(k) && !ON_DEMAND.some((re) => re.test(k))) chunks.add(k);
    lines.push(figure(`route ${route}`, sum(chunks), budgetKb));
  }

  // Every lazy chunk on its own (what it adds beyond the start bundle), for the curious.
  const lazy = Object.keys(manifest)
    .filter((k) => manifest[k].isDynamicEntry)
    .sort()
    .map((key) => {
      const kind = ON_DEMAND.some((re) => re.test(key)) ? 'on demand' : 'lazy chunk';
      const name = key.replace(/^src\//, '').replace(/^node_modules\/(\.pnpm\/)?/, 'lib:');
      return figure(
        `${kind} ${name}`,
        sum([...closure(manifest, key)].filter((k) => !initial.has(k))),
        null,
      );
    });
  return { lines, lazy };
}

/** One readable line per figure; a line over its budget or missing says so. */
export function describe({ name, bytes, budgetKb, over, missing }) {
  if (missing)
    return `${name}: ${missing.join(', ')} is not a chunk of the build (routes changed?)`;
  const budget = budgetKb === null ? '' : ` (budget ${budgetKb} KB)`;
  const by = over ? ` OVER BUDGET by ${kb(bytes - budgetKb * 1024)} KB` : '';
  return `${name}: ${kb(bytes)} KB gzip${budget}${by}`;
}

export const failures = (lines) => lines.filter((line) => line.over || line.missing);
