import { test, expect, signIn, expectAccessible } from './fixtures';
import { dateField, openStaff } from './staff-helpers';

const themeOf = (page: import('@playwright/test').Page) =>
  page.evaluate(() => document.documentElement.dataset.theme);

test.describe('night shifts: the dark theme', () => {
  test.use({ colorScheme: 'dark' });

  test('follows the system setting, with the same contrast checks as the light theme', async ({
    page,
  }) => {
    // Four views, each checked by axe: longer than 30 s on a busy machine.
    test.setTimeout(90_000);
    await page.goto('/#/login');
    await expect(page.getByRole('button', { name: 'Logga in', exact: true })).toBeVisible();
    expect(await themeOf(page)).toBe('dark');
    await expectAccessible(page);

    for (const path of ['/', '/vls/mydocs', '/inchecking']) {
      await signIn(page, 'admin', path);
      await expect(page.getByRole('heading', { level: 1 }).first()).toBeVisible();
      expect(await themeOf(page)).toBe('dark');
      await expectAccessible(page);
    }
  });

  test('can be chosen per user under Inställningar, and kept', async ({ page }) => {
    await signIn(page, 'driver', '/me');
    await page.getByRole('radio', { name: 'Ljust' }).check();
    expect(await themeOf(page)).toBe('light');
    await page.reload();
    await expect(page.getByRole('radio', { name: 'Ljust' })).toBeChecked();
    expect(await themeOf(page)).toBe('light');
    await page.getByRole('radio', { name: 'Mörkt' }).check();
    expect(await themeOf(page)).toBe('dark');
    await page.getByRole('radio', { name: 'Som datorn' }).check();
    expect(await themeOf(page)).toBe('dark');
  });
});

test('a user who chose the dark theme keeps it on a light system', async ({ page }) => {
  await signIn(page, 'driver', '/me');
  expect(await themeOf(page)).toBe('light');
  await page.getByRole('radio', { name: 'Mörkt' }).check();
  expect(await themeOf(page)).toBe('dark');
  await expectAccessible(page);
});

test.describe('night shifts: the date picker', () => {
  test.use({ colorScheme: 'dark' });

  test('its calendar is drawn in the theme, not white', async ({ page }) => {
    await openStaff(page);
    await expect(dateField(page)).toBeEditable();
    await dateField(page).focus();
    await page.keyboard.press('ArrowDown');
    const calendar = page.getByRole('dialog', { name: 'Välj datum' });
    await expect(calendar.getByRole('gridcell').first()).toBeVisible();
    const colours = await page.evaluate(() => {
      const probe = (selector: string, property: 'backgroundColor' | 'color') =>
        getComputedStyle(document.querySelector(selector)!)[property];
      const surface = document.createElement('div');
      surface.style.background = 'var(--surface)';
      document.body.append(surface);
      const wanted = getComputedStyle(surface).backgroundColor;
      surface.remove();
      return {
        wanted,
        calendar: probe('.react-datepicker', 'backgroundColor'),
        day: probe(
          '.react-datepicker__day:not([class*="--selected"], [class*="--outside-month"], [class*="--disabled"])',
          'color',
        ),
        text: getComputedStyle(document.body).color,
      };
    });
    expect(colours.calendar).toBe(colours.wanted);
    expect(colours.day).toBe(colours.text);
    await expectAccessible(page);
  });
});
