import AxeBuilder from '@axe-core/playwright';
import { test, expect, signIn } from './fixtures';
import { EXTERNAL_TILES, ROUTE_VISITS, themeOf } from './a11y-visits';
import { SHELL, stateContrastProblems } from './a11y-states';

/**
 * Contrast beyond the resting page (issue 35): the other sweeps read each page as it loads, so a
 * hover colour under the header's white text (1.2:1) went unseen. On every route, light and dark,
 * every kind of control (one of each look: buttons, links, lists, tabs, menu items, summaries) is
 * hovered, focused and pressed, and every menu and disclosure is opened (a table row's details,
 * a form's folded part); axe's text contrast holds in each state, and a one-glyph button's 3:1
 * (1.4.11; tests/a11y-states.ts). The header and the mock panel, the same on every route, are
 * swept once, with 'Meny' and the district picker's list opened, and their buttons again under a
 * real pointer. Stockholm project only, as the other accessibility sweeps.
 */

test.describe.configure({ timeout: 90_000 });

// The external tools' routes are one page with the tool's name: the first stands for them all.
const SWEPT = Object.entries(ROUTE_VISITS).filter(
  ([route]) => !EXTERNAL_TILES.slice(1).includes(route),
);

for (const [route, visit] of SWEPT) {
  test(`route ${route}: every control keeps its contrast hovered, focused, pressed and opened, light and dark`, async ({
    page,
  }) => {
    await visit(page);
    expect(await stateContrastProblems(page)).toEqual([]);
  });
}

test("the header's and the mock panel's controls keep their contrast hovered, focused, pressed and opened ('Meny', the district list), light and dark", async ({
  page,
}) => {
  await signIn(page, 'admin', '/');
  await expect(page.locator(SHELL).getByRole('button', { name: 'Meny' })).toBeVisible();
  expect(await stateContrastProblems(page, 'main')).toEqual([]);
});

test("the header's buttons under a real pointer: hovered and held down, their text keeps its contrast, light and dark", async ({
  page,
}) => {
  await signIn(page, 'admin', '/');
  const header = page.locator('.shell-header');
  const buttons = header.getByRole('button');
  await expect(header.getByRole('button', { name: 'Meny' })).toBeVisible();
  for (const colorScheme of ['light', 'dark'] as const) {
    await page.emulateMedia({ colorScheme });
    await expect.poll(() => themeOf(page)).toBe(colorScheme);
    for (const button of await buttons.all()) {
      await button.hover();
      const found = async (state: string) => {
        const axe = new AxeBuilder({ page }).withRules(['color-contrast']).include('.shell-header');
        const { violations } = await axe.analyze();
        return violations.flatMap((v) => v.nodes.map((n) => `${state}: ${n.any[0]?.message}`));
      };
      const name = await button.textContent();
      expect(await found(`${colorScheme}, "${name}" hovered`)).toEqual([]);
      await page.mouse.down();
      expect(await found(`${colorScheme}, "${name}" pressed`)).toEqual([]);
      // Released away from it: no click (the logout button would sign out).
      await page.mouse.move(0, 0);
      await page.mouse.up();
    }
  }
});
