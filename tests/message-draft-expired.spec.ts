import { test, expect, signIn, expectAccessible } from './fixtures';
import { dateTimeField, expectDateTime } from './date-time-fields';
import { stockholmClock, stockholmDay } from './stockholm-days';

const exact = { exact: true } as const;
const SUBJECT = 'Växelfel Hässleholm';
const BODY = 'Tågen mellan Hässleholm och Kristianstad står.';
const ENDED =
  "'Gäller till' har redan passerat, så meddelandet skulle aldrig visas som aktivt. Ange en senare tid.";
const DRAFT_ENDED =
  "Utkastets giltighetstid har redan gått ut. Ändra 'Gäller från' och 'Gäller till' innan du skickar.";

/** `yyyy-MM-ddTHH:mm` on Stockholm's clock (worked out with Intl, not with the portal's code). */
const wallTime = (at: number) => `${stockholmDay(at)}T${stockholmClock(at)}`;

test("a draft kept since yesterday opens with its 'Gäller till' said as passed, is not previewed, and is sent once renewed", async ({
  page,
}) => {
  test.slow();
  let sent: { validFrom?: string; validTo?: string; subject?: string } | null = null;
  page.on('request', (r) => {
    if (r.method() === 'POST' && r.url().includes('/message/Group'))
      sent = JSON.parse(r.postData() ?? '{}') as typeof sent;
  });
  await signIn(page, 'dispatcher', '/message/edit');
  await page.getByRole('checkbox', { name: /^Trafikledning Skåne/ }).check();
  await page.getByRole('textbox', { name: 'Ämne', ...exact }).fill(SUBJECT);
  await page.getByRole('textbox', { name: 'Meddelande', ...exact }).fill(BODY);

  // The draft is left until the next day: its validity (the default of then) is 27 to 24 hours
  // ago, whatever the hour of the test run.
  const now = Date.now();
  const yesterday = {
    validFrom: wallTime(now - 27 * 3_600_000),
    validTo: wallTime(now - 24 * 3_600_000),
  };
  // The draft (every change is kept at once) holds what was typed.
  await expect
    .poll(() =>
      page.evaluate(() => {
        const key = Object.keys(localStorage).find((k) =>
          /^pp\.message\.draft\..*\.new\?$/.test(k),
        );
        return key
          ? (JSON.parse(localStorage.getItem(key)!) as { form: { body: string } }).form.body
          : null;
      }),
    )
    .toBe(BODY);
  await page.evaluate((validity) => {
    const key = Object.keys(localStorage).find((k) => /^pp\.message\.draft\..*\.new\?$/.test(k))!;
    const draft = JSON.parse(localStorage.getItem(key)!) as { form: Record<string, unknown> };
    localStorage.setItem(key, JSON.stringify({ ...draft, form: { ...draft.form, ...validity } }));
  }, yesterday);
  await page.reload();

  await expect(page.getByText('Ditt osända utkast är återställt.')).toBeVisible();
  await expect(page.getByText(DRAFT_ENDED)).toBeVisible();
  await expectDateTime(page, 'Gäller från', yesterday.validFrom);
  await expectDateTime(page, 'Gäller till', yesterday.validTo);
  const to = dateTimeField(page, 'Gäller till');
  await expect(to.group.getByText(ENDED)).toBeVisible();
  await expect(to.date).toHaveAttribute('aria-invalid', 'true');
  await expect(to.time).toHaveAccessibleDescription(
    new RegExp(`${ENDED.replace(/[.?]/g, '\\$&')}$`),
  );
  await expectAccessible(page);

  // The preview is refused; the focus goes to 'Gäller till'; what was typed is all there.
  await page.getByRole('button', { name: 'Förhandsgranska' }).click();
  await expect(
    page.getByText('Rätta det som är markerat ovan, sedan kan du förhandsgranska.'),
  ).toBeVisible();
  await expect(page.getByRole('dialog', { name: 'Förhandsgranskning' })).toHaveCount(0);
  await expect(to.date).toBeFocused();
  await expect(page.getByRole('textbox', { name: 'Ämne', ...exact })).toHaveValue(SUBJECT);
  await expect(page.getByRole('textbox', { name: 'Meddelande', ...exact })).toHaveValue(BODY);
  await expect(page.getByRole('checkbox', { name: /^Trafikledning Skåne/ })).toBeChecked();
  // The date's calendar opened with the focus: closed, so that it covers nothing.
  await page.keyboard.press('Escape');

  // One step renews it: from now for 3 hours (spec 2 §4); then it is previewed and sent.
  await page.getByRole('button', { name: 'Ny giltighetstid: från nu i 3 timmar' }).click();
  await expect(page.getByText(ENDED)).toHaveCount(0);
  await expect(page.getByText(DRAFT_ENDED)).toHaveCount(0);
  await page.getByRole('button', { name: 'Förhandsgranska' }).click();
  const preview = page.getByRole('dialog', { name: 'Förhandsgranskning' });
  await expect(preview).toBeVisible();
  const sentAt = Date.now();
  await preview.getByRole('button', { name: 'Skicka' }).click();
  await expect(page).toHaveURL(/#\/message$/);
  expect(sent).not.toBeNull();
  const body = sent as unknown as { validFrom: string; validTo: string; subject: string };
  expect(body.subject).toBe(SUBJECT);
  const from = Date.parse(body.validFrom);
  const until = Date.parse(body.validTo);
  expect(until - from).toBe(3 * 3_600_000);
  expect(until).toBeGreaterThan(sentAt);
  expect(from).toBeGreaterThan(now - 5 * 60_000);
});
