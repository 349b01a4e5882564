import type { Locator, Page } from '@playwright/test';
import { test, expect, signIn } from './fixtures';
import { openStaff } from './staff-helpers';
import { signins, type Signin } from './inchecking-helpers';
import { NO_DATE } from './stockholm-days';

/**
 * Focus not obscured (WCAG 2.2, 2.4.11): a long table keeps its column headers on top while it
 * scrolls; moving back up it by keyboard, the focused control is scrolled clear of them, never
 * left underneath.
 */

/** Whether the focused element's centre shows the element itself (nothing lies on top of it). */
const focusUncovered = (page: Page) =>
  page.evaluate(() => {
    const el = document.activeElement as HTMLElement | null;
    if (!el || el === document.body) return 'nothing focused';
    // Its first line (a link's text may wrap), as far as its cell shows it (or clips it).
    const r = el.getClientRects()[0] ?? el.getBoundingClientRect();
    const c = (el.closest('td, th') ?? el).getBoundingClientRect();
    const [left, right] = [Math.max(r.left, c.left), Math.min(r.right, c.right)];
    const hit = document.elementFromPoint((left + right) / 2, r.top + r.height / 2);
    return hit && (hit === el || el.contains(hit))
      ? 'uncovered'
      : `covered by ${hit?.tagName ?? 'nothing'}`;
  });

/**
 * Scrolls the table a few rows down, focuses the first button fully below the sticky header and
 * goes back up with Shift+Tab: each control reached is in sight.
 */
async function backUpUnderTheHeader(page: Page, scroller: Locator): Promise<void> {
  await scroller.evaluate((el) => {
    el.scrollTop = 300;
  });
  await scroller.evaluate((el) => {
    const header = el.querySelector('thead')!.getBoundingClientRect().bottom;
    const below = [...el.querySelectorAll<HTMLElement>('tbody button, tbody a[href]')].find(
      (b) => b.getBoundingClientRect().top >= header,
    );
    below!.focus({ preventScroll: true });
  });
  expect(await focusUncovered(page)).toBe('uncovered');
  for (let i = 0; i < 4; i++) {
    await page.keyboard.press('Shift+Tab');
    expect(await focusUncovered(page)).toBe('uncovered');
  }
}

test('staff overview: focus going up the list is never hidden under the column headers', async ({
  page,
}) => {
  await openStaff(page);
  await backUpUnderTheHeader(page, page.locator('.staff-scroll'));
});

test('check-in: focus going up the list is never hidden under the column headers', async ({
  page,
}) => {
  await signIn(page, 'dispatcher', '/inchecking');
  await page.getByLabel('Tidsram').selectOption('all');
  await expect(
    page.getByRole('status').filter({ hasText: /^Visar (\d+) av \1 tjänster$/ }),
  ).toBeVisible();
  await backUpUnderTheHeader(page, page.locator('.signin-scroll'));
});

/**
 * Whether the toast covers part of the focused element (their boxes overlap); focus on the
 * toast's own close button is not covered by it.
 */
async function underToast(toast: Locator): Promise<boolean> {
  return toast.evaluate((t) => {
    const focused = document.activeElement!;
    if (t.contains(focused)) return false;
    const r = focused.getBoundingClientRect();
    const s = t.getBoundingClientRect();
    return r.left < s.right && s.left < r.right && r.top < s.bottom && s.top < r.bottom;
  });
}

for (const size of [
  { width: 1280, height: 800 },
  { width: 320, height: 640 },
])
  test(`check-in at ${size.width} px: a toast never covers the control that has focus`, async ({
    page,
  }) => {
    await page.setViewportSize(size);
    await signIn(page, 'dispatcher', '/inchecking');
    await page.getByLabel('Tidsram').selectOption('all');
    await expect(
      page.getByRole('status').filter({ hasText: /^Visar (\d+) av \1 tjänster$/ }),
    ).toBeVisible();
    // Check-ins fail: the error toast shows for 10 s and focus comes back to the button pressed,
    // here the window's bottom right corner, where toasts stand.
    await page.request.post('/mock/__control', {
      data: { failCalls: [{ method: 'POST', path: '/signin/checkin', status: 500, times: 9 }] },
    });
    // The latest duty nobody has checked in yet: its row is drawn once the list is scrolled
    // near it (a virtual table), then scrolled to the list's bottom edge.
    const open = (await signins(page.request)).filter(
      (s) => s.timestampIn === NO_DATE && !(s.timeStart === 0 && s.timeEnd === 2160),
    );
    const latest = (s: Signin) =>
      `${s.dutyDate.slice(0, 10)} ${String(s.timeStart).padStart(4, '0')}`;
    const duty = open.reduce((a, b) => (latest(b) > latest(a) ? b : a));
    const name = `Checka in ${duty.employee.name} på ${duty.dutyName}`;
    const checkIn = page.getByRole('button', { name, exact: true });
    const list = page.getByRole('region', { name: 'Tjänster att checka in' });
    await list.evaluate((el) => void (el.scrollTop = 0));
    while ((await checkIn.count()) === 0) {
      const moved = await list.evaluate((el) => {
        const top = el.scrollTop;
        el.scrollTop = top + el.clientHeight / 2;
        return el.scrollTop !== top;
      });
      expect(moved, `${name} in the list`).toBe(true);
      await page.evaluate(() => new Promise((done) => requestAnimationFrame(done)));
    }
    await checkIn.evaluate((el) => el.scrollIntoView({ block: 'end', inline: 'end' }));
    await checkIn.focus();
    await page.keyboard.press('Enter');
    const toast = page.getByRole('alert').filter({ hasText: 'misslyckades' });
    await expect(toast).toBeVisible();
    await expect(checkIn).toBeFocused();
    expect(await underToast(toast)).toBe(false);
    expect(await focusUncovered(page)).toBe('uncovered');
    // On through the list and back while the toast shows: it never covers what has focus.
    for (const key of ['Shift+Tab', 'Shift+Tab', 'Tab', 'Tab', 'Tab', 'Tab']) {
      await page.keyboard.press(key);
      expect(await underToast(toast), key).toBe(false);
    }
  });

/** The other long tables with sticky column headers, each as a user holding its access opens it. */
const TABLES: [
  name: string,
  user: 'admin' | 'dispatcher' | 'driver',
  path: string,
  region: string,
][] = [
  ['documents', 'admin', '/vls/files', 'Alla dokument'],
  ['follow-up', 'admin', '/vls/followupReadingRecipt', 'Per dokument'],
  ['messages', 'dispatcher', '/message', 'Trafikmeddelanden'],
  ['equipment', 'admin', '/equipmentRegister/verify', 'Kontroller'],
  ['position list', 'driver', '/workday/positionlist', 'Positioner'],
];

for (const [name, user, path, region] of TABLES)
  test(`${name}: focus going up the list is never hidden under the column headers`, async ({
    page,
  }) => {
    await signIn(page, user, path);
    const scroller = page.locator(`.table-wrap[role="region"][aria-label="${region}"]`);
    // Rows enough to scroll: the list is taller than its scroll area.
    await expect(scroller.locator('tbody tr').nth(8)).toBeAttached();
    await expect
      .poll(() => scroller.evaluate((el) => el.scrollHeight > el.clientHeight + 300))
      .toBe(true);
    await backUpUnderTheHeader(page, scroller);
  });
