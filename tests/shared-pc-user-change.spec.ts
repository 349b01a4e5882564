import type { Page } from '@playwright/test';
import { test, expect, signIn, tokenFor } from './fixtures';
import { DEMO_USERS } from '../mocks/seed/demo-users';

/** Issue 34: on a shared PC, a change of user starts every screen over. */
const idOf = (key: string) => DEMO_USERS.find((u) => u.key === key)!.employee.userId;
const DISPATCHER = idOf('dispatcher');
const ADMIN = idOf('admin');
const exact = { exact: true } as const;

/** The body of `userId`'s draft of "Nytt meddelande" (no prefill link), as stored. */
const draftBody = (page: Page, userId: string) =>
  page.evaluate((id) => {
    const raw = localStorage.getItem(`pp.message.draft.${id}.new?`);
    return raw ? (JSON.parse(raw) as { form: { body: string } }).form.body : null;
  }, userId);

/** Another tab of the same browser takes over: the hand-over prompt accepted there. */
async function handOverInNewTab(page: Page, user: 'admin'): Promise<Page> {
  const other = await page.context().newPage();
  await other.goto(`/?token=${tokenFor(user)}#/`);
  await other.getByRole('button', { name: 'Byt till Magnus Ek' }).click();
  await expect(other.getByText('Magnus Ek')).toBeVisible();
  return other;
}

test('another tab signs in as someone else: the open form starts over as theirs, and the first user’s draft is left as it was', async ({
  page,
}) => {
  await signIn(page, 'dispatcher', '/message/edit');
  const body = page.getByRole('textbox', { name: 'Meddelande', ...exact });
  await body.fill('Halvskrivet av Karin');
  await expect.poll(() => draftBody(page, DISPATCHER)).toBe('Halvskrivet av Karin');

  await handOverInNewTab(page, 'admin');

  // The first tab follows: the second user's empty form, not the first user's text.
  await expect(page.getByText('Magnus Ek')).toBeVisible();
  await expect(body).toHaveValue('');
  await body.fill('Skrivet av Magnus');
  await expect.poll(() => draftBody(page, ADMIN)).toBe('Skrivet av Magnus');
  expect(await draftBody(page, DISPATCHER)).toBe('Halvskrivet av Karin');
});

test('check-in’s live channel connects again with the new user’s token', async ({ page }) => {
  const tokens: string[] = [];
  page.on('websocket', (socket) => {
    const token = new URL(socket.url()).searchParams.get('access_token');
    if (token) tokens.push(token);
  });
  await signIn(page, 'dispatcher', '/inchecking');
  await expect(page.getByRole('heading', { name: 'Incheckning' })).toBeVisible();
  const live = page.getByRole('status').filter({ hasText: 'Realtidsuppdatering' });
  await expect(live).toContainText('Uppdateras direkt');
  const subOf = (token: string) =>
    (JSON.parse(Buffer.from(token.split('.')[1]!, 'base64url').toString()) as { sub: string }).sub;
  expect(new Set(tokens.map(subOf))).toEqual(new Set([DISPATCHER]));

  await handOverInNewTab(page, 'admin');

  await expect.poll(() => tokens.map(subOf)).toContain(ADMIN);
  await expect(live).toContainText('Uppdateras direkt');
});
