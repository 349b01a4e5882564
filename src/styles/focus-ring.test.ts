import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { TOKENS_FILE, declarations } from './design-token-rules';

/**
 * The focus ring's contrast (WCAG 1.4.11, and 2.4.7 visible), from the tokens the :focus-visible
 * rule reads: in both themes its outer colour has 3:1 against every surface around a control,
 * and its two colours are at least 9:1 apart (technique C40), so that on any background, the
 * header's blue included, one of them has 3:1. Forced colours draw it in Highlight instead.
 */

const css = readFileSync(join(process.cwd(), TOKENS_FILE), 'utf8');
const all = declarations(css);

const rule = (selector: string) =>
  Object.fromEntries(
    all.filter((d) => d.selector === selector).map((d) => [d.property, d.value] as const),
  );

const LIGHT = rule(':root');
const THEMES = { light: LIGHT, dark: { ...LIGHT, ...rule(":root[data-theme='dark']") } };
const FOCUS = rule(':focus-visible');

/** A value with its tokens put in. */
const resolve = (value: string, tokens: Record<string, string>): string =>
  value.replace(/var\((--[\w-]+)\)/g, (_, name: string) => resolve(tokens[name] ?? '', tokens));

function luminance(hex: string): number {
  const digits = hex.replace('#', '');
  const full = digits.length === 3 ? [...digits].map((d) => d + d).join('') : digits;
  const [r, g, b] = [0, 2, 4].map((i) => {
    const c = parseInt(full.slice(i, i + 2), 16) / 255;
    return c <= 0.04045 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4;
  });
  return 0.2126 * r! + 0.7152 * g! + 0.0722 * b!;
}

const contrast = (a: string, b: string) => {
  const [la, lb] = [luminance(a), luminance(b)];
  return (Math.max(la, lb) + 0.05) / (Math.min(la, lb) + 0.05);
};

const colourIn = (value: string | undefined) => value?.match(/#[0-9a-f]{3,6}\b/i)?.[0];

/** The ring's colours, outer (the outline) first, then the inner ring (the shadow), if any. */
function ring(tokens: Record<string, string>): string[] {
  const outer = colourIn(resolve(FOCUS['outline'] ?? '', tokens));
  const inner = colourIn(resolve(FOCUS['box-shadow'] ?? '', tokens));
  return [outer, inner].filter((c) => c !== undefined);
}

/** What lies around a focused control: the page's surfaces, and the header's. */
const PAGE = ['--bg', '--surface', '--surface-alt', '--hover-bg'];
const ANYWHERE = [...PAGE, '--header-bg', '--header-hover-bg', '--brand'];

describe.each(Object.entries(THEMES))('the focus ring, %s theme', (_, tokens) => {
  const colours = ring(tokens);
  const token = (name: string) => resolve(`var(${name})`, tokens);

  it('is drawn in colours of the theme', () => {
    expect(colours.length).toBeGreaterThan(0);
  });

  it.each(PAGE)('its outer ring has 3:1 against %s around the control', (name) => {
    expect(contrast(colours[0]!, token(name))).toBeGreaterThanOrEqual(3);
  });

  it('has two colours at least 9:1 apart, the inner one touching the control', () => {
    expect(colours).toHaveLength(2);
    expect(contrast(colours[0]!, colours[1]!)).toBeGreaterThanOrEqual(9);
    // The shadow's spread fills the outline's offset: no strip of background between them.
    const spread = resolve(FOCUS['box-shadow'] ?? '', tokens).split(/\s+/)[3];
    expect(spread).toBe(FOCUS['outline-offset']);
  });

  it.each(ANYWHERE)('has a ring with 3:1 against %s', (name) => {
    const best = Math.max(...colours.map((c) => contrast(c, token(name))));
    expect(best).toBeGreaterThanOrEqual(3);
  });
});
