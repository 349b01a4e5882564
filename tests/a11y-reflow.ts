import type { Page } from '@playwright/test';
import { expect } from './fixtures';

/**
 * Reflow (WCAG 2.2, 1.4.10): a 1280 px wide window zoomed to 400 % is 320 CSS px wide. At that
 * width the page itself does not scroll sideways (a data table may, inside its own scroll area),
 * and no control is cut off at the right edge.
 */
export const REFLOW_VIEWPORT = { width: 320, height: 640 };

/**
 * What does not reflow on the page as it is now: its sideways overflow in px, if any, and each
 * visible control outside the data tables whose right edge lies beyond the window. Empty if the
 * page reflows.
 */
export function reflowProblems(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    const root = document.documentElement;
    const problems: string[] = [];
    const overflow = root.scrollWidth - root.clientWidth;
    if (overflow !== 0) problems.push(`the page scrolls sideways by ${overflow} px`);
    /** Where the element's box is cut off on the right: the window, or an ancestor that clips. */
    const rightLimit = (el: Element): number => {
      for (let box = el.parentElement; box && box !== root; box = box.parentElement) {
        if (getComputedStyle(box).overflowX !== 'visible') {
          return box.getBoundingClientRect().left + box.clientLeft + box.clientWidth;
        }
      }
      return root.clientWidth;
    };
    const controls = document.querySelectorAll<HTMLElement>(
      'button, input, select, textarea, a[href], [role="button"], [role="link"], [role="treeitem"]',
    );
    for (const el of controls) {
      // A data table scrolls inside its own area: what is in it may lie beyond the window.
      if (el.closest('table, .table-wrap')) continue;
      if (!el.checkVisibility({ opacityProperty: true, visibilityProperty: true })) continue;
      const box = el.getBoundingClientRect();
      // Visually hidden (1 px, clipped) for screen readers only.
      if (box.width <= 1 || box.height <= 1) continue;
      // A tree item holds its subtree: its name is what a user sees of it.
      const labelledBy = el.getAttribute('aria-labelledby');
      const shown =
        (el.getAttribute('role') === 'treeitem' && labelledBy
          ? document.getElementById(labelledBy)
          : null) ?? el;
      const right = shown.getBoundingClientRect().right;
      const limit = rightLimit(el);
      if (right > limit + 0.5) {
        const name = (el.getAttribute('aria-label') ?? shown.textContent ?? '').trim().slice(0, 40);
        problems.push(
          `${el.tagName.toLowerCase()} "${name}" ends at ${Math.round(right)} px, ` +
            `cut off at ${Math.round(limit)} px`,
        );
      }
    }
    return problems;
  });
}

/** The page, narrowed to 320 px, reflows (checked until it holds: the page lays out anew). */
export async function expectReflows(page: Page): Promise<void> {
  await page.setViewportSize(REFLOW_VIEWPORT);
  await expect.poll(() => reflowProblems(page)).toEqual([]);
}
