import { existsSync, readFileSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { SPEC_PROFILE_JOURNEYS, SPEC_PROFILE_LEFT_OUT } from '../tests/spec-profile-journeys';

/**
 * Issue 33: every journey that writes, and every journey of the staff overview and the position
 * list, runs against the mock's spec profile (tests/spec-profile-journeys.ts), or is left out
 * there with its reason. The rule reads a journey's text and that of the tests/ helpers it imports.
 */

const TESTS = join(process.cwd(), 'tests');
const read = (file: string) => readFileSync(join(TESTS, file), 'utf8');
const journeys = readdirSync(TESTS).filter((f) => f.endsWith('.spec.ts'));

/**
 * A write: a write method named (a route, a mock told to fail a call, a request filter), a helper
 * that holds or fails a write, or a press of a button whose press writes (a save, a send, an
 * upload, a document opened, downloaded or marked, a group deleted, a check-in or check-out).
 */
const WRITES: readonly RegExp[] = [
  /'(POST|PUT|DELETE|PATCH)'/,
  /\b(forwardThenFail|holdFirstSave)\(/,
  /getByRole\(\s*'button',\s*\{\s*name:\s*[`'/]\^?(Spara|Skicka|Ladda upp|Ladda ner|Markera|Öppna|Ta bort gruppen|Checka in|Checka ut)\b/,
];

/** The screens: opened by their helper or their path. */
const STAFF_OR_POSITIONS: readonly RegExp[] = [
  /\bopenStaff\(/,
  /['`]\/#?\/?staffoverview/,
  /['`]\/(#\/)?workday\/positionlist/,
];
/** Files named for those screens (the position list's keyboard journey is keyboard-workday). */
const NAMED = /^(staff-|keyboard-staff|workday-positions|keyboard-workday)/;

/** The journey's text with that of every tests/ helper it imports. */
function textOf(file: string): string {
  const own = read(file);
  const helpers = [...own.matchAll(/from '\.\/([\w-]+)'/g)]
    .map((m) => `${m[1]}.ts`)
    .filter((h) => existsSync(join(TESTS, h)));
  return [own, ...helpers.map(read)].join('\n');
}

const writes = (file: string) => WRITES.some((re) => re.test(textOf(file)));
const opensScreens = (file: string) =>
  NAMED.test(file) || STAFF_OR_POSITIONS.some((re) => re.test(textOf(file)));
const listed = new Set(SPEC_PROFILE_JOURNEYS);
const leftOut = new Set(Object.keys(SPEC_PROFILE_LEFT_OUT));
const inNeither = (files: string[]) => files.filter((f) => !listed.has(f) && !leftOut.has(f));

describe('spec-profile journeys', () => {
  it('sees the writes of each feature (the rule finds what it is meant to)', () => {
    for (const file of [
      'message-send.spec.ts',
      'groupadmin-save.spec.ts',
      'equipment-dialog.spec.ts',
      'inchecking.spec.ts',
      'vls-upload.spec.ts',
      'vls-read.spec.ts',
    ])
      expect(writes(file), file).toBe(true);
    expect(writes('connections-board.spec.ts')).toBe(false);
  });

  it('lists every journey that writes, or leaves it out with a reason', () => {
    expect(inNeither(journeys.filter(writes))).toEqual([]);
  });

  it('lists every journey of the staff overview and the position list, or leaves it out', () => {
    const screens = journeys.filter(opensScreens);
    expect(screens).toContain('staff-overview.spec.ts');
    expect(screens).toContain('workday-positions.spec.ts');
    expect(inNeither(screens)).toEqual([]);
  });

  it('names only journeys that exist, none both listed and left out, each left out for a reason', () => {
    expect([...listed, ...leftOut].filter((f) => !journeys.includes(f))).toEqual([]);
    expect([...leftOut].filter((f) => listed.has(f))).toEqual([]);
    expect(SPEC_PROFILE_JOURNEYS.length).toBe(listed.size);
    // A file left out must be one the rules find: else it is not left out of anything.
    expect([...leftOut].filter((f) => !writes(f) && !opensScreens(f))).toEqual([]);
    for (const why of Object.values(SPEC_PROFILE_LEFT_OUT)) expect(why.length).toBeGreaterThan(20);
  });
});
