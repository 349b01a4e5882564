import { test, expect, signIn } from './fixtures';
import { expectFocusOn, pressUntilFocused } from './keyboard-helpers';
import { latestWeekday } from './staff-helpers';

/**
 * The date picker speaks the user's language (issue 16): its name, its buttons, the month and day
 * names and each day's name follow the language chosen under Inställningar; weeks still start on
 * Monday and the days are Stockholm's.
 */

const LANGUAGES = {
  en: {
    choice: 'English',
    heading: 'Staffing',
    field: 'Date',
    locale: 'en-GB',
    calendar: 'Choose date',
    previous: 'Previous month',
    next: 'Next month',
    choose: 'Choose',
    weekNumber: 'Week number',
  },
  pl: {
    choice: 'Polski',
    heading: 'Obsada',
    field: 'Data',
    locale: 'pl',
    calendar: 'Wybierz datę',
    previous: 'Poprzedni miesiąc',
    next: 'Następny miesiąc',
    choose: 'Wybierz',
    weekNumber: 'Numer tygodnia',
  },
} as const;

/** `day` (yyyy-MM-dd) as `options` of Intl write it in `locale`. */
function written(day: string, locale: string, options: Intl.DateTimeFormatOptions): string {
  const [y, m, d] = day.split('-').map(Number) as [number, number, number];
  return new Intl.DateTimeFormat(locale, { timeZone: 'UTC', ...options }).format(
    Date.UTC(y, m - 1, d, 12),
  );
}

/** A day's long date as the calendar names it: "Monday, 2 March 2026", "poniedziałek, 2 marca 2026". */
function longDate(day: string, locale: string): string {
  const [y, , d] = day.split('-').map(Number) as [number, number, number];
  const month = written(day, locale, { day: 'numeric', month: 'long' }).replace(/^\d+\.?\s*/, '');
  return `${written(day, locale, { weekday: 'long' })}, ${d} ${month} ${y}`;
}

for (const t of Object.values(LANGUAGES))
  test(`the date picker in ${t.choice}: its labels, month and day names; weeks start on Monday`, async ({
    page,
  }) => {
    await signIn(page, 'dispatcher', '/me');
    await page.getByRole('radio', { name: t.choice }).check();
    await page.goto('/#/staffoverview/viewAll');
    await expect(page.getByRole('heading', { name: t.heading })).toBeVisible();
    const field = page.getByRole('textbox', { name: t.field });
    await expect(field).toBeEditable();
    const day = latestWeekday();
    await expect(field).toHaveValue(day);

    // Opened from the field by keyboard, on the day chosen: every name in the user's language.
    await pressUntilFocused(page, 'Tab', field);
    await page.keyboard.press('ArrowDown');
    const calendar = page.getByRole('dialog', { name: t.calendar });
    await expect(calendar).toBeVisible();
    await expectFocusOn(
      calendar.getByRole('gridcell', {
        name: `${t.choose} ${longDate(day, t.locale)}`,
        exact: true,
      }),
    );
    await expect(
      calendar.getByRole('heading', {
        name: written(day, t.locale, { month: 'long', year: 'numeric' }),
        exact: true,
      }),
    ).toBeVisible();
    await expect(calendar.getByRole('button', { name: t.previous, exact: true })).toBeVisible();
    // The month after (the calendar offers it back once it has gone a month before).
    await calendar.getByRole('button', { name: t.previous, exact: true }).press('Enter');
    await expect(calendar.getByRole('button', { name: t.next, exact: true })).toBeVisible();
    // The week number first, then Monday to Sunday (2024-01-01 was a Monday).
    const columns = calendar.getByRole('columnheader');
    await expect(columns).toHaveCount(8);
    await expect(columns.nth(0)).toHaveAccessibleName(t.weekNumber);
    await expect(columns.nth(1)).toHaveAccessibleName(
      written('2024-01-01', t.locale, { weekday: 'long' }),
    );
    await expect(columns.nth(7)).toHaveAccessibleName(
      written('2024-01-07', t.locale, { weekday: 'long' }),
    );
    await expect(calendar).not.toContainText(/måndag|söndag|Föregående|Nästa|Veckonummer|Välj/);

    await page.keyboard.press('Escape');
    await expect(calendar).toBeHidden();
    await expectFocusOn(field);
  });
