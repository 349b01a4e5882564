import { createRequire } from 'node:module';
import { dirname } from 'node:path';
import type AxeBuilder from '@axe-core/playwright';
import type { Page } from '@playwright/test';

/**
 * Contrast as the state sweep (tests/a11y-states.ts) measures it: axe's text contrast rules on
 * the controls a selector marks, and the colours of a native list's options, which open in the
 * browser's own popup where axe cannot see them.
 */

/**
 * axe itself (the one @axe-core/playwright runs), put in the page once and run directly: the
 * builder puts it in again on every run, half a second each, 20 times as long as the rules take.
 */
const require = createRequire(import.meta.url);
const AXE = require.resolve('axe-core', {
  paths: [dirname(require.resolve('@axe-core/playwright'))],
});
const { source: axeSource } = require(AXE) as { source: string };
type Results = Awaited<ReturnType<AxeBuilder['analyze']>>;

type Node = Results['violations'][number]['nodes'][number];

/**
 * Where axe declines to judge a ratio it has measured (a state can paint text in its
 * background's colour, 1:1, or a one-glyph button such as '×' can lose its mark), the portal
 * does: 1:1 always fails, a single glyph is an icon, held to the 3:1 of 1.4.11.
 */
function undecidedFails(node: Node): boolean {
  const data = (node.any[0]?.data ?? {}) as { messageKey?: string; contrastRatio?: number };
  if (data.messageKey === 'equalRatio') return true;
  return data.messageKey === 'shortTextContent' && (data.contrastRatio ?? 0) < 3;
}

/** axe's text contrast rules (1.4.3, and 1.4.1 for links in text) on the controls `selector` marks. */
export async function contrastProblems(
  page: Page,
  selector: string,
  where: string,
): Promise<string[]> {
  if (!(await page.evaluate(() => 'axe' in window))) await page.evaluate(axeSource);
  const results = await page.evaluate(
    (selector) =>
      (window as unknown as { axe: { run: (...args: unknown[]) => Promise<Results> } }).axe.run(
        { include: [selector] },
        {
          runOnly: ['color-contrast', 'link-in-text-block'],
          resultTypes: ['violations', 'incomplete'],
        },
      ),
    selector,
  );
  const failed = [
    ...results.violations.flatMap((v) => v.nodes.map((node) => ({ id: v.id, node }))),
    ...results.incomplete.flatMap((v) =>
      v.nodes.filter(undecidedFails).map((node) => ({ id: v.id, node })),
    ),
  ];
  return failed.map(({ id, node }) => {
    const data = (node.any[0]?.data ?? {}) as Record<string, unknown>;
    const ratio = data.contrastRatio ? `${data.contrastRatio}:1` : id;
    const colours = data.fgColor ? ` (${data.fgColor} on ${data.bgColor})` : '';
    return `${where}: ${node.target.join(' ')} ${ratio}${colours}`;
  });
}

/**
 * A native list (the district picker) opens in the browser's own popup, drawn with the colours
 * of its options, or of the list where an option has none: each option's text keeps 4.5:1 there.
 */
export function optionProblems(page: Page, where: string, outside: string): Promise<string[]> {
  return page.evaluate(
    ({ where, outside }) => {
      const rgba = (colour: string) => {
        const probe = document.createElement('canvas').getContext('2d')!;
        probe.fillStyle = colour;
        probe.fillRect(0, 0, 1, 1);
        return [...probe.getImageData(0, 0, 1, 1).data];
      };
      const luminance = ([r, g, b]: number[]) => {
        const [lr, lg, lb] = [r!, g!, b!].map((v) => {
          const c = v / 255;
          return c <= 0.04045 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4;
        });
        return 0.2126 * lr! + 0.7152 * lg! + 0.0722 * lb!;
      };
      const problems: string[] = [];
      for (const select of document.querySelectorAll('select')) {
        if (select.closest(outside) || !select.checkVisibility()) continue;
        for (const option of select.options) {
          const style = getComputedStyle(option);
          const own = rgba(style.backgroundColor);
          const bg = own[3] === 255 ? own : rgba(getComputedStyle(select).backgroundColor);
          const [a, b] = [luminance(rgba(style.color)), luminance(bg)];
          const ratio = (Math.max(a, b) + 0.05) / (Math.min(a, b) + 0.05);
          if (ratio < 4.5)
            problems.push(`${where}, list open: option "${option.text}" ${ratio.toFixed(2)}:1`);
        }
      }
      return problems;
    },
    { where, outside },
  );
}
