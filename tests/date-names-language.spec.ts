import { test, expect, signIn } from './fixtures';
import { mondayOf, stockholmDay } from './stockholm-days';

/**
 * Names of days and months follow the language chosen under Inställningar (issue 35): the
 * calendar's day headings and the header's "valid until" date, in Stockholm time.
 */

const LANGUAGES = {
  en: {
    choice: 'English',
    locale: 'en-GB',
    heading: 'Calendar',
    validUntil:
      /Your sign-in is valid\. Valid until \d+ (Jan|Feb|Mar|Apr|May|Jun|Jul|Aug|Sept?|Oct|Nov|Dec), \d\d:\d\d\./,
  },
  pl: {
    choice: 'Polski',
    locale: 'pl-PL',
    heading: 'Kalendarz',
    validUntil:
      /Logowanie jest ważne\. Ważne do \d+ (sty|lut|mar|kwi|maj|cze|lip|sie|wrz|paź|lis|gru), \d\d:\d\d\./,
  },
} as const;

/** A day (yyyy-MM-dd) as the calendar heads it: "Mon 2 Mar", "pon., 2 mar". */
function dayHeading(day: string, locale: string): string {
  const [y, m, d] = day.split('-').map(Number) as [number, number, number];
  return new Intl.DateTimeFormat(locale, {
    timeZone: 'UTC',
    weekday: 'short',
    day: 'numeric',
    month: 'short',
  }).format(Date.UTC(y, m - 1, d, 12));
}

for (const t of Object.values(LANGUAGES))
  test(`in ${t.choice}, the calendar's days and the header's date are named in ${t.choice}`, async ({
    page,
  }) => {
    await signIn(page, 'driver', '/me');
    await page.getByRole('radio', { name: t.choice }).check();
    await page.goto('/#/workday/calendar');
    await expect(page.getByRole('heading', { level: 1, name: t.heading })).toBeVisible();

    const monday = mondayOf(stockholmDay());
    const day = page.locator(`time[datetime="${monday}"]`);
    await expect(day).toHaveText(dayHeading(monday, t.locale));
    await expect.poll(() => page.getByRole('banner').ariaSnapshot()).toMatch(t.validUntil);
  });
