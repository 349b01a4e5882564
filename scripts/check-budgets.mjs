// Fails when the start bundle or a route loads more JavaScript (gzip) than its budget, read from
// the build's manifest (in <dir>-meta/, outside what is served). The budgets and the route table
// are scripts/build/budgets.mjs, which `npm run bench` prints too.
// Usage: node scripts/check-budgets.mjs [dir]   (default dist; build it first)
import { pathToFileURL } from 'node:url';
import { bundleFigures, describe, failures, gzipSizer, readManifest } from './build/budgets.mjs';

/** Every figure of the build in `dir` as a line, and the lines that fail (over budget or missing). */
export function budgetCheck(dir) {
  const { lines } = bundleFigures(readManifest(dir), gzipSizer(dir));
  return { lines: lines.map(describe), problems: failures(lines).map(describe) };
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  const dir = process.argv[2] ?? 'dist';
  try {
    const { lines, problems } = budgetCheck(dir);
    for (const line of lines) console.log(`check-budgets ${line}`);
    if (problems.length > 0) {
      console.error(`check-budgets: ${dir} is over its budgets:\n  ${problems.join('\n  ')}`);
      process.exit(1);
    }
    console.log(`check-budgets: ${dir} is within its budgets`);
  } catch (error) {
    console.error(`check-budgets: ${error.message}`);
    process.exit(1);
  }
}
