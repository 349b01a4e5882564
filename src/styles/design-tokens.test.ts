import { readFileSync, readdirSync } from 'node:fs';
import { join, relative } from 'node:path';
import { describe, expect, it } from 'vitest';
import { TOKEN_FILES, customProperties, tokenProblems, type Exception } from './design-token-rules';

/**
 * One set of design tokens used by every screen (issue 16): no stylesheet under src/ has a raw
 * colour, font size, margin, padding, gap or radius; each reads the tokens of src/styles/index.css.
 */

/** The project (Vitest runs from it). */
const root = process.cwd();

/** The genuine exceptions: raw on purpose, each with its reason. Keep this short. */
const EXCEPTIONS: readonly Exception[] = [
  {
    file: 'src/styles/index.css',
    selector: ':root',
    property: 'font-size',
    why: 'the root size every rem (and so every token) is built on; the virtual tables fix their row heights in px for 16 px text',
  },
  {
    file: 'src/features/staff/components/staff.css',
    selector: 'table.staff-table > tbody > tr.staff-trips > td',
    property: 'padding',
    why: 'the opened trips row is exactly 4 + 8 px + its lines: staff-table.tsx reserves that height (TRIPS_ROW_CHROME) without measuring',
  },
];

function stylesheets(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return stylesheets(path);
    return entry.name.endsWith('.css') ? [relative(root, path).split('\\').join('/')] : [];
  });
}

const files = stylesheets(join(root, 'src'));
const read = (file: string) => readFileSync(join(root, file), 'utf8');

describe('design tokens', () => {
  it('finds the stylesheets (the tokens and the features)', () => {
    for (const file of TOKEN_FILES) expect(files).toContain(file);
    expect(files.filter((f) => f.startsWith('src/features/')).length).toBeGreaterThanOrEqual(8);
  });

  it.each(files)('%s uses tokens, not raw colours, font sizes, spacing or radii', (file) => {
    const problems = tokenProblems(file, read(file), EXCEPTIONS).map(
      (p) => `${p.file}:${p.line} ${p.selector} { ${p.declaration} }: ${p.rule}`,
    );
    expect(problems).toEqual([]);
  });

  it('every token a stylesheet reads is defined', () => {
    const defined = new Set(files.flatMap((f) => customProperties(read(f)).defined));
    const missing = files.flatMap((f) =>
      customProperties(read(f))
        .used.filter((name) => !defined.has(name))
        .map((name) => `${f}: ${name}`),
    );
    expect(missing).toEqual([]);
  });

  it('each exception still matches a declaration (none left over)', () => {
    for (const e of EXCEPTIONS) {
      const raw = tokenProblems(e.file, read(e.file));
      expect(
        raw.filter((p) => p.selector === e.selector && p.declaration.startsWith(`${e.property}:`)),
      ).not.toEqual([]);
    }
  });
});

describe('the token rules', () => {
  const problems = (css: string, file = 'src/features/x/x.css') =>
    tokenProblems(file, css).map((p) => `${p.line} ${p.rule}`);

  it('refuse raw colours, font sizes, spacing and radii, with their line', () => {
    const css = [
      '/* a comment: #fff 12px */',
      '.a { color: #1b2430; }',
      '.b { background: rgb(0 0 0 / 20%); }',
      '.c { border: 1px solid white; }',
      '.d { font-size: 0.9rem; }',
      '.e { margin: 0 0 1rem; }',
      '.f { gap: var(--space-1) 12px; }',
      '.g { border-radius: 4px; }',
      '@media (forced-colors: active) { .h { padding-left: 0.5rem; } }',
      '.i { font-size: small; }',
    ].join('\n');
    expect(problems(css)).toEqual([
      '2 raw colour #1b2430 (use a colour token)',
      '3 raw colour rgb(…) (use a colour token)',
      '4 raw colour white (use a colour token)',
      '5 raw font size (use --font-size-*)',
      '6 raw spacing 1rem (use --space-*)',
      '7 raw spacing 12px (use --space-*)',
      '8 raw radius 4px (use --radius*)',
      '9 raw spacing 0.5rem (use --space-*)',
      '10 raw font size (use --font-size-*)',
    ]);
  });

  it('accept tokens, 0, auto, system colours and sizes that are not spacing', () => {
    const css = `
      .a { margin: 0 auto; padding: var(--space-2) var(--space-4); gap: 0; }
      .b { font-size: var(--font-size-sm); border-radius: var(--radius) var(--radius) 0 0; }
      .c { border: 1px solid var(--border); outline: 3px solid Highlight; color: CanvasText; }
      .d { height: 37px; width: 12rem; padding-bottom: calc(2 * var(--space-6)); }
      .e { content: '#fff'; background-color: currentColor; font: inherit; }
    `;
    expect(problems(css)).toEqual([]);
  });

  it('allow raw values in the token definitions only (and their values for more contrast)', () => {
    const css = ':root { --brand: #00558c; --space-1: 0.25rem; }';
    for (const file of TOKEN_FILES) expect(problems(css, file)).toEqual([]);
    expect(problems(css)).toEqual(['1 raw colour #00558c (use a colour token)']);
    expect(problems('.a { color: #00558c; }', TOKEN_FILES[1])).toEqual([
      '1 raw colour #00558c (use a colour token)',
    ]);
  });

  it('let an exception through only where file, selector and property match', () => {
    const css = 'tr > td { padding: 4px 0 8px; margin: 4px; }';
    const exception = { file: 'src/a.css', selector: 'tr > td', property: 'padding', why: 'x' };
    expect(tokenProblems('src/a.css', css, [exception]).map((p) => p.declaration)).toEqual([
      'margin: 4px',
    ]);
    expect(tokenProblems('src/b.css', css, [exception])).toHaveLength(2);
  });
});
