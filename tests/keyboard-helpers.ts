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

/**
 * Presses `key` until `target` has focus (at most `max` presses), then checks focus is seen. The
 * target need not exist yet: a virtual table renders a row only once Tab has scrolled it near.
 */
export async function pressUntilFocused(
  page: Page,
  key: string,
  target: Locator,
  max = 30,
): Promise<void> {
  for (let i = 0; i < max; i++) {
    // Not yet rendered (a virtual table renders rows as Tab scrolls them into view): press on.
    const there = (await target.count()) === 1;
    if (there && (await target.evaluate((el) => el === document.activeElement))) break;
    await page.keyboard.press(key);
  }
  await expectFocusOn(target);
}

/**
 * Escape closes `dialog` and focus goes back, visibly, to `opener` (the control that opened it),
 * so a keyboard user carries on where they were.
 */
export async function escapeBackTo(page: Page, dialog: Locator, opener: Locator): Promise<void> {
  await page.keyboard.press('Escape');
  await expect(dialog).toBeHidden();
  await expectFocusOn(opener);
}

/**
 * Tab never takes focus to the page behind the modal `dialog`: each of `presses` Tabs lands in the
 * dialog or, past its last control, in the browser's own controls (a native modal `<dialog>` lets
 * focus out there: the page's `activeElement` is its body and the document has no focus), and the
 * Tab after such an exit brings focus back into the dialog. Focus dropped to the page's body (the
 * document still focused) fails, and so does focus that leaves and does not come back.
 */
export async function expectTabStaysIn(page: Page, dialog: Locator, presses = 8): Promise<void> {
  const seen: string[] = [];
  for (let i = 0; i < presses; i++) {
    await page.keyboard.press('Tab');
    const where = await dialog.evaluate((el) =>
      el.contains(document.activeElement)
        ? 'dialog'
        : (!document.activeElement || document.activeElement === document.body) &&
            !document.hasFocus()
          ? 'browser'
          : `behind: ${document.activeElement?.outerHTML.slice(0, 80) ?? 'nothing'}`,
    );
    seen.push(where);
    expect(where === 'dialog' || where === 'browser', `Tab ${i + 1}: ${where}`).toBe(true);
    const back = i === 0 || seen[i - 1] === 'dialog' || where === 'dialog';
    expect(back, `Tab ${i + 1} did not bring focus back: ${seen.join(', ')}`).toBe(true);
  }
  expect(seen, 'no Tab landed in the dialog').toContain('dialog');
}
