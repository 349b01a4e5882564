import type { Page } from '@playwright/test';
import { expect } from './fixtures';

/**
 * Reflow (WCAG 2.2, 1.4.10): a 1280 × 800 window zoomed to 400 % is 320 × 200 CSS px. At that
 * size the page itself does not scroll sideways (a data table may, inside its own scroll area),
 * and no control is cut off: not at the right edge, and not below or above a box that clips
 * without scrolling or a fixed box (a dialog) that reaches past the window.
 */
export const REFLOW_VIEWPORT = { width: 320, height: 200 };

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
    /**
     * Where the element is cut off above or below, if anywhere: the nearest box around it that
     * clips without scrolling, or a fixed box (nothing scrolls it into the window). A box that
     * scrolls, or the page, lets the user reach it.
     */
    const verticalLimit = (el: Element): { top: number; bottom: number } | null => {
      for (let box = el.parentElement; box && box !== root; box = box.parentElement) {
        const style = getComputedStyle(box);
        if (style.overflowY === 'auto' || style.overflowY === 'scroll') return null;
        if (style.overflowY === 'hidden' || style.overflowY === 'clip') {
          const rect = box.getBoundingClientRect();
          return {
            top: rect.top + box.clientTop,
            bottom: rect.top + box.clientTop + box.clientHeight,
          };
        }
        if (style.position === 'fixed') return { top: 0, bottom: root.clientHeight };
      }
      return null;
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
      const vertical = verticalLimit(el);
      const { top, bottom } = shown.getBoundingClientRect();
      if (vertical && (top < vertical.top - 0.5 || bottom > vertical.bottom + 0.5)) {
        const name = (el.getAttribute('aria-label') ?? shown.textContent ?? '').trim().slice(0, 40);
        problems.push(
          `${el.tagName.toLowerCase()} "${name}" spans ${Math.round(top)}–${Math.round(bottom)} px, ` +
            `cut off outside ${Math.round(vertical.top)}–${Math.round(vertical.bottom)} px`,
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
