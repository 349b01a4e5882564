import { expect, type Locator, type Page } from '@playwright/test';

/** Two animation frames: the virtual table has rendered the rows of its new scroll position. */
const nextFrames = (page: Page) =>
  page.evaluate(
    () =>
      new Promise<void>((done) => requestAnimationFrame(() => requestAnimationFrame(() => done()))),
  );

/**
 * The message list's rows named `name`, once there are `count` of them. The list is a virtual
 * table (only the rows in view are in the page) and a day holds more threads as it goes on, so
 * the table is scrolled from the top until they show, or through the whole list when there are
 * none. Tried again until it holds: after a send the list shows its cached answer first.
 */
export async function threadRows(page: Page, name: RegExp, count = 1): Promise<Locator> {
  const rows = page.getByRole('row', { name });
  const table = page
    .getByRole('region', { name: 'Trafikmeddelanden' })
    .filter({ has: page.getByRole('table') })
    .last();
  await expect(async () => {
    await expect(page.getByRole('status').filter({ hasText: /^\d+ tråd(ar)?$/ })).toBeVisible({
      timeout: 1_000,
    });
    await table.evaluate((el) => void (el.scrollTop = 0));
    await nextFrames(page);
    while ((await rows.count()) === 0) {
      const moved = await table.evaluate((el) => {
        const top = el.scrollTop;
        el.scrollTop = top + el.clientHeight / 2;
        return el.scrollTop !== top;
      });
      if (!moved) break;
      await nextFrames(page);
    }
    expect(await rows.count()).toBe(count);
  }).toPass({ timeout: 20_000 });
  // In full view, as a user would look at it: half a screen's step can leave the row under the
  // sticky column headers (axe then finds the header's and the row's buttons on top of another).
  if (count > 0) {
    await rows.first().evaluate((el) => el.scrollIntoView({ block: 'center' }));
    await nextFrames(page);
  }
  return rows;
}
