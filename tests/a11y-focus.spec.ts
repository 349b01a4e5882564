import type { Locator, Page } from '@playwright/test';
import { test, expect, signIn } from './fixtures';
import { openStaff } from './staff-helpers';

/**
 * Focus not obscured (WCAG 2.2, 2.4.11): a long table keeps its column headers on top while it
 * scrolls; moving back up it by keyboard, the focused control is scrolled clear of them, never
 * left underneath.
 */

/** Whether the focused element's centre shows the element itself (nothing lies on top of it). */
const focusUncovered = (page: Page) =>
  page.evaluate(() => {
    const el = document.activeElement as HTMLElement | null;
    if (!el || el === document.body) return 'nothing focused';
    const r = el.getBoundingClientRect();
    const hit = document.elementFromPoint(r.left + r.width / 2, r.top + r.height / 2);
    return hit && (hit === el || el.contains(hit))
      ? 'uncovered'
      : `covered by ${hit?.tagName ?? 'nothing'}`;
  });

/**
 * Scrolls the table a few rows down, focuses the first button fully below the sticky header and
 * goes back up with Shift+Tab: each control reached is in sight.
 */
async function backUpUnderTheHeader(page: Page, scroller: Locator): Promise<void> {
  await scroller.evaluate((el) => {
    el.scrollTop = 300;
  });
  await scroller.evaluate((el) => {
    const header = el.querySelector('thead')!.getBoundingClientRect().bottom;
    const below = [...el.querySelectorAll<HTMLElement>('tbody button')].find(
      (b) => b.getBoundingClientRect().top >= header,
    );
    below!.focus({ preventScroll: true });
  });
  expect(await focusUncovered(page)).toBe('uncovered');
  for (let i = 0; i < 4; i++) {
    await page.keyboard.press('Shift+Tab');
    expect(await focusUncovered(page)).toBe('uncovered');
  }
}

test('staff overview: focus going up the list is never hidden under the column headers', async ({
  page,
}) => {
  await openStaff(page);
  await backUpUnderTheHeader(page, page.locator('.staff-scroll'));
});

test('check-in: focus going up the list is never hidden under the column headers', async ({
  page,
}) => {
  await signIn(page, 'dispatcher', '/inchecking');
  await page.getByLabel('Tidsram').selectOption('all');
  await expect(
    page.getByRole('status').filter({ hasText: /^Visar (\d+) av \1 tjänster$/ }),
  ).toBeVisible();
  await backUpUnderTheHeader(page, page.locator('.signin-scroll'));
});
