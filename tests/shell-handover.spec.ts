import { test, expect, signIn, tokenFor } from './fixtures';

/** Issue 8: a handed-over token never switches or ends a session in place unasked. */
test('a token of another user asks before switching; keeping the session drops it', async ({
  page,
}) => {
  await signIn(page, 'driver', '/report');
  await expect(page.getByText('Anna Lindqvist')).toBeVisible();
  await page.goto(`/?token=${tokenFor('dispatcher')}#/report`);
  const dialog = page.getByRole('dialog', { name: 'Byta användare?' });
  await expect(dialog).toContainText('Du är inloggad som Anna Lindqvist');
  expect(page.url()).not.toContain('token');
  await dialog.getByRole('button', { name: 'Fortsätt som Anna Lindqvist' }).click();
  await expect(dialog).toHaveCount(0);
  await expect(page.getByText('Anna Lindqvist')).toBeVisible();

  await page.goto(`/?token=${tokenFor('dispatcher')}#/report`);
  await page.getByRole('button', { name: 'Byt till Karin Sjöberg' }).click();
  await expect(page.getByText('Karin Sjöberg')).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Rapporter' })).toBeVisible();
});

test('an invalid handed-over token is ignored with a notice; the session stays', async ({
  page,
}) => {
  await signIn(page, 'driver', '/report');
  await expect(page.getByText('Anna Lindqvist')).toBeVisible();
  await page.goto('/?token=not-a-token#/report');
  await expect(page.getByRole('alert')).toContainText('ogiltig eller har gått ut');
  await expect(page.getByRole('heading', { name: 'Rapporter' })).toBeVisible();
  await expect(page.getByText('Anna Lindqvist')).toBeVisible();
});

test('the same user handed over again simply continues', async ({ page }) => {
  await signIn(page, 'driver', '/');
  await expect(page.getByText('Anna Lindqvist')).toBeVisible();
  await page.goto(`/#/report?token=${tokenFor('driver')}`);
  await expect(page.getByRole('heading', { name: 'Rapporter' })).toBeVisible();
  await expect(page.getByRole('dialog')).toHaveCount(0);
});

test('a failed sign-in callback says what happened', async ({ page }) => {
  await page.goto('/?oidc=callback&code=abc&state=unknown');
  await expect(page).toHaveURL(/#\/login$/);
  await expect(page.getByRole('alert')).toContainText('Inloggningen kunde inte slutföras');
  await page.goto('/?oidc=callback&error=access_denied&error_description=Ring+555');
  await expect(page.getByRole('alert')).toContainText('avbröt inloggningen: access_denied');
  await expect(page.getByRole('alert')).not.toContainText('555');
});
