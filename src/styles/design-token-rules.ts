/**
 * The design-token rules of the stylesheets (issue 16, a calm and consistent look): outside the
 * token definitions no raw colour, no raw font size, and no raw margin, padding, gap or corner
 * radius other than 0. Used by design-tokens.test.ts on every stylesheet under src/.
 */

/** Where the tokens are defined: its custom properties may hold raw values. */
export const TOKENS_FILE = 'src/styles/index.css';

/** Where the tokens are defined, and their stronger values for prefers-contrast: more. */
export const TOKEN_FILES: readonly string[] = [TOKENS_FILE, 'src/styles/forced-colors.css'];

/** A declaration that may keep a raw value, and why (file, selector and property must match). */
export interface Exception {
  file: string;
  selector: string;
  property: string;
  why: string;
}

export interface Problem {
  file: string;
  line: number;
  selector: string;
  declaration: string;
  rule: string;
}

interface Declaration {
  line: number;
  selector: string;
  property: string;
  value: string;
}

/** The declarations of a stylesheet with the selector they sit under (comments removed). */
export function declarations(css: string): Declaration[] {
  const text = css.replace(/\/\*[\s\S]*?\*\//g, (comment) => comment.replace(/[^\n]/g, ' '));
  const found: Declaration[] = [];
  const selectors: string[] = [];
  let buffer = '';
  let start = 1;
  let line = 1;
  let quote: string | null = null;
  const flush = () => {
    const colon = buffer.indexOf(':');
    if (colon > 0 && buffer.trim()) {
      found.push({
        line: start,
        selector: selectors.at(-1) ?? '',
        property: buffer.slice(0, colon).trim().toLowerCase(),
        value: buffer.slice(colon + 1).trim(),
      });
    }
    buffer = '';
  };
  for (const char of text) {
    if (char === '\n') line += 1;
    if (quote) {
      if (char === quote) quote = null;
      buffer += char;
      continue;
    }
    if (char === '"' || char === "'") quote = char;
    if (char === '{') {
      selectors.push(buffer.trim().replace(/\s+/g, ' '));
      buffer = '';
    } else if (char === '}') {
      flush();
      selectors.pop();
    } else if (char === ';') {
      flush();
    } else {
      if (!buffer.trim()) start = line;
      buffer += char;
    }
  }
  return found;
}

const COLOUR_PROPERTY =
  /^(color|background(-color)?|border(-[a-z]+)*|outline(-color)?|box-shadow|text-decoration(-color)?|accent-color|caret-color|fill|stroke|column-rule(-color)?)$/;
const NAMED_COLOUR =
  /\b(white|black|red|green|blue|gr[ae]y|silver|yellow|orange|purple|navy|maroon|teal|lime|aqua|fuchsia|olive|pink|brown)\b/i;
const SPACING_PROPERTY =
  /^((margin|padding)(-(top|right|bottom|left|block|inline)(-(start|end))?)?|gap|row-gap|column-gap)$/;
const LENGTH = /(^|[^\w-])(\d*\.?\d+)(px|r?em|ex|ch|vh|vw|vmin|vmax|%|pt|cm|mm|in)\b/;
const ABSOLUTE_SIZE = /\b(xx-small|x-small|small|medium|large|x-large|xx-large|larger|smaller)\b/;

/** A value without its quoted strings, url(…)s and var(…) references. */
function bare(value: string): string {
  let out = value.replace(/(["'])[\s\S]*?\1/g, '').replace(/url\([^)]*\)/g, '');
  // Nested var(--a, var(--b)) fallbacks: strip from the inside out.
  while (/var\([^()]*\)/.test(out)) out = out.replace(/var\([^()]*\)/g, '');
  return out;
}

/** A raw length other than 0 in the value (var(…) references left out). */
function rawLength(value: string): string | null {
  const match = LENGTH.exec(bare(value));
  return match && Number(match[2]) !== 0 ? `${match[2]}${match[3]}` : null;
}

function rawColour(property: string, value: string): string | null {
  const rest = bare(value);
  const hex = /#[0-9a-f]{3,8}\b/i.exec(rest);
  if (hex) return hex[0];
  const fn = /\b(rgba?|hsla?|hwb|lab|lch|oklab|oklch|color)\(/i.exec(rest);
  if (fn) return `${fn[1]}(…)`;
  if (COLOUR_PROPERTY.test(property)) return NAMED_COLOUR.exec(rest)?.[0] ?? null;
  return null;
}

function rule(property: string, value: string): string | null {
  const colour = rawColour(property, value);
  if (colour) return `raw colour ${colour} (use a colour token)`;
  if (property === 'font-size' || property === 'font') {
    const rest = bare(value);
    if (/\d/.test(rest) || ABSOLUTE_SIZE.test(rest)) return 'raw font size (use --font-size-*)';
  }
  if (SPACING_PROPERTY.test(property)) {
    const length = rawLength(value);
    if (length) return `raw spacing ${length} (use --space-*)`;
  }
  if (/^border(-[a-z]+)*-radius$/.test(property)) {
    const length = rawLength(value);
    if (length) return `raw radius ${length} (use --radius*)`;
  }
  return null;
}

/** What in this stylesheet breaks the token rules (exceptions left out). */
export function tokenProblems(
  file: string,
  css: string,
  exceptions: readonly Exception[] = [],
): Problem[] {
  const problems: Problem[] = [];
  for (const d of declarations(css)) {
    if (d.property.startsWith('--') && TOKEN_FILES.includes(file)) continue;
    const excepted = exceptions.some(
      (e) => e.file === file && e.selector === d.selector && e.property === d.property,
    );
    if (excepted) continue;
    const broken = rule(d.property, d.value);
    if (broken) {
      problems.push({
        file,
        line: d.line,
        selector: d.selector,
        declaration: `${d.property}: ${d.value}`,
        rule: broken,
      });
    }
  }
  return problems;
}

/** The custom properties a stylesheet defines, and those it reads with var(). */
export function customProperties(css: string): { defined: string[]; used: string[] } {
  const found = declarations(css);
  return {
    defined: found.filter((d) => d.property.startsWith('--')).map((d) => d.property),
    used: found.flatMap((d) => [...d.value.matchAll(/var\(\s*(--[\w-]+)/g)].map((m) => m[1]!)),
  };
}
