import type { Locator, Page } from '@playwright/test';
import { expect } from './fixtures';

/**
 * Focus is on `target` and a person can see it: :focus-visible matches, it draws an outline or a
 * box-shadow, and the element is in the window, not covered (e.g. by the sticky header).
 */
export async function expectFocusOn(target: Locator): Promise<void> {
  await expect(target).toBeFocused();
  await expect(target).toBeInViewport();
  const seen = await target.evaluate((el) => {
    const style = getComputedStyle(el);
    const outline = style.outlineStyle !== 'none' && parseFloat(style.outlineWidth) > 0;
    const shadow = style.boxShadow !== 'none';
    const box = el.getBoundingClientRect();
    const top = document.elementFromPoint(box.left + Math.min(8, box.width / 2), box.top + 4);
    return {
      focusVisible: el.matches(':focus-visible'),
      drawn: outline || shadow,
      uncovered: top !== null && (el.contains(top) || top.contains(el)),
    };
  });
  expect(seen).toEqual({ focusVisible: true, drawn: true, uncovered: true });
}

/** Presses `key` until `target` has focus (at most `max` presses), then checks focus is seen. */
export async function pressUntilFocused(
  page: Page,
  key: string,
  target: Locator,
  max = 30,
): Promise<void> {
  for (let i = 0; i < max; i++) {
    if (await target.evaluate((el) => el === document.activeElement).catch(() => false)) break;
    await page.keyboard.press(key);
  }
  await expectFocusOn(target);
}
