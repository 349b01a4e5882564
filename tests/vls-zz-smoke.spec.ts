import { test, signIn } from './fixtures';
test('smoke', async ({ page }) => {
  page.on('console', (m) => console.log('CONSOLE', m.type(), m.text()));
  page.on('pageerror', (e) => console.log('PAGEERROR', e.message));
  await signIn(page, 'driver', '/vls/mydocs');
  await page.waitForTimeout(3000);
});
