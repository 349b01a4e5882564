import { test, expect, signIn } from '../../tests/fixtures';

/** The screens shown in the README, each in the light and the dark theme. */
const SCREENS = [
  { name: 'front-page', user: 'admin', path: '/', ready: 'Dina tjänster' },
  { name: 'inchecking', user: 'admin', path: '/inchecking', ready: 'Incheckning' },
  { name: 'staff', user: 'admin', path: '/staffoverview/viewAll', ready: 'Bemanning' },
  { name: 'messages', user: 'admin', path: '/message', ready: 'Trafikmeddelanden' },
] as const;

const dir = process.env.SHOTS_DIR ?? 'docs/screenshots';

for (const theme of ['light', 'dark'] as const) {
  test.describe(theme, () => {
    test.use({ colorScheme: theme, viewport: { width: 1280, height: 800 } });
    for (const screen of SCREENS) {
      test(screen.name, async ({ page }) => {
        test.setTimeout(60_000);
        await signIn(page, screen.user, screen.path);
        await expect(
          page
            .getByRole('navigation', { name: screen.ready })
            .or(page.getByRole('heading', { name: screen.ready }).first()),
        ).toBeVisible({ timeout: 30_000 });
        await expect(page.getByText(/^Laddar/)).toHaveCount(0, { timeout: 30_000 });
        await page.waitForLoadState('networkidle');
        await page.screenshot({ path: `${dir}/${screen.name}-${theme}.jpeg`, quality: 70 });
      });
    }
  });
}
