import { test, expect } from './fixtures';
import { openStaff } from './staff-helpers';

/**
 * The staff table does not measure its rows (a measurement forces a layout while a row opens):
 * it reserves 37 px for a position and 13 px + 30 px a line (header and each trip) for the trips
 * under an opened one (staff.css, staff-table.tsx). If the rows drew at another height, the
 * list's scroll height would be wrong and rows would jump while scrolling: this holds it.
 */
test('opened trips take exactly the height the list reserves for them', async ({ page }) => {
  await openStaff(page);
  const scroll = page.getByRole('region', { name: 'Dagens positioner' });
  // Rows near the top (in view, so their trips are drawn too), with different numbers of trips.
  const labels = await scroll
    .getByRole('button', { name: /^Visa \d+ tåg för / })
    .evaluateAll((buttons) => buttons.slice(0, 8).map((b) => b.getAttribute('aria-label')!));
  const chosen = new Map<number, string>();
  for (const label of labels) {
    const count = Number(/^Visa (\d+) tåg/.exec(label)![1]);
    if (!chosen.has(count)) chosen.set(count, label);
  }
  expect(chosen.size).toBeGreaterThan(1);
  const counts = [...chosen.keys()].slice(0, 3);
  const heightOf = (selector: string) =>
    scroll
      .locator(selector)
      .evaluateAll((rows) => rows.map((r) => r.getBoundingClientRect().height));
  const before = await scroll.evaluate((e) => e.scrollHeight);

  let added = 0;
  for (const count of counts) {
    // Two positions of one person may hold as many trips (the same label): either will do.
    await scroll
      .getByRole('button', { name: chosen.get(count)!, exact: true })
      .first()
      .click();
    added += 13 + 30 * (count + 1);
  }
  await expect(scroll.locator('tr.staff-trips')).toHaveCount(counts.length);
  // Each opened row's height less what its trips reserve, read in one go (a row may still be
  // drawing its trips when the count is first reached).
  await expect
    .poll(() =>
      scroll
        .locator('tr.staff-trips')
        .evaluateAll((rows) =>
          rows.map(
            (r) =>
              r.getBoundingClientRect().height -
              (13 + 30 * (r.querySelectorAll(':scope table > tbody > tr').length + 1)),
          ),
        ),
    )
    .toEqual(counts.map(() => 0));
  // Every position row is 37 px, opened or not.
  for (const h of await heightOf('table.staff-table > tbody > tr[aria-rowindex]:not(.staff-trips)'))
    expect(h).toBe(37);
  // The list grew by exactly what was reserved for the trips.
  await expect.poll(() => scroll.evaluate((e) => e.scrollHeight)).toBe(before + added);
});
