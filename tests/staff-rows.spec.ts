import { test, expect } from './fixtures';
import { latestWeekday, openStaff, positionsOf } from './staff-helpers';

/**
 * The staff table does not measure its rows (a measurement forces a layout while a row opens):
 * it reserves 37 px for a position and 13 px + 30 px a line (header and each trip) for the trips
 * under an opened one (staff.css, staff-table.tsx). If the rows drew at another height, the
 * list's scroll height would be wrong and rows would jump while scrolling: this holds it.
 */
test('opened trips take exactly the height the list reserves for them', async ({ page }) => {
  await openStaff(page);
  const all = await positionsOf(page, latestWeekday());
  const withTrips = all.filter((p) => p.tripsInfo.length > 0);
  const counts = [...new Set(withTrips.map((p) => p.tripsInfo.length))].slice(0, 3);
  expect(counts.length).toBeGreaterThan(1);
  const scroll = page.getByRole('region', { name: 'Dagens positioner' });
  const heightOf = (selector: string) =>
    scroll
      .locator(selector)
      .evaluateAll((rows) => rows.map((r) => r.getBoundingClientRect().height));
  const before = await scroll.evaluate((e) => e.scrollHeight);

  let added = 0;
  for (const count of counts) {
    const toggle = scroll
      .getByRole('button', { name: new RegExp(`^Visa ${count} tåg för `) })
      .first();
    await toggle.click();
    added += 13 + 30 * (count + 1);
  }
  await expect(scroll.locator('tr.staff-trips')).toHaveCount(counts.length);
  const heights = await heightOf('tr.staff-trips');
  const trips = await scroll
    .locator('tr.staff-trips')
    .evaluateAll((rows) => rows.map((r) => r.querySelectorAll(':scope table > tbody > tr').length));
  expect(heights).toEqual(trips.map((n) => 13 + 30 * (n + 1)));
  // Every position row is 37 px, opened or not.
  for (const h of await heightOf('tbody > tr[data-index]:not(.staff-trips)')) expect(h).toBe(37);
  // The list grew by exactly what was reserved for the trips.
  await expect.poll(() => scroll.evaluate((e) => e.scrollHeight)).toBe(before + added);
});
