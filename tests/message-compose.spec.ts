import { test, expect, signIn, expectAccessible, tokenFor, tokenValidAt } from './fixtures';
import { dateTimeField, expectDateTime, fillDateTime } from './date-time-fields';
import { threadRows } from './message-rows';

const exact = { exact: true } as const;

test('a new message is valid from now to 3 hours on, in Stockholm time, also past midnight there', async ({
  page,
}) => {
  // 23:30 UTC: already tomorrow in Stockholm, still today in New York (the other project's
  // zone). The page's fake clock stands there; the form reads Stockholm's clock, not the PC's.
  const at = Date.UTC(2026, 2, 4, 23, 30, 20);
  await page.clock.install({ time: at });
  await signIn(page, { token: tokenValidAt('dispatcher', at) }, '/message/edit');
  await expectDateTime(page, 'Gäller från', '2026-03-05T00:30');
  await expectDateTime(page, 'Gäller till', '2026-03-05T03:30');
});

test('every prefill parameter fills the form, also in the legacy #!/ link', async ({ page }) => {
  const query = new URLSearchParams({
    districtId: '4',
    subject: 'Signalfel Lund–Malmö',
    body: 'Tågen kör med nedsatt hastighet.',
    datetimefrom: '2026-03-04T09:45',
    validFrom: '2026-03-04T10:00:00',
    validTo: '2026-03-04T14:00:00',
    stopfrom: 'LU',
    stopto: 'M',
    stopat: 'HB',
    consequence: 'Förseningar',
    resource: 'Gulväst',
    resourceNote: 'Till Lund C',
    replacementservice: 'Ersättningsbussar beställda',
    replacementserviceNote: 'Från läge E',
    prognosis: 'Prognos saknas',
    prognosisNote: 'Trafikverket felsöker',
    trips: '1041,1043,1041,x',
    note: 'Meddela resenärerna',
  });
  await signIn(page, 'dispatcher', `/!/message/edit?${query}`);
  await expect(page).toHaveURL(/#\/message\/edit\?/);
  const box = (name: string) => page.getByRole('textbox', { name, exact: true });
  const select = (name: string) => page.getByRole('combobox', { name, exact: true });
  await expect(select('Distrikt')).toHaveValue('4');
  await expect(box('Ämne')).toHaveValue('Signalfel Lund–Malmö');
  await expect(box('Meddelande')).toHaveValue('Tågen kör med nedsatt hastighet.');
  await expectDateTime(page, 'Händelsen inträffade', '2026-03-04T09:45');
  await expectDateTime(page, 'Gäller från', '2026-03-04T10:00');
  await expectDateTime(page, 'Gäller till', '2026-03-04T14:00');
  await expect(select('Från hållplats')).toHaveValue('LU');
  await expect(select('Till hållplats')).toHaveValue('M');
  await expect(select('Vid hållplats')).toHaveValue('HB');
  await expect(box('Konsekvens')).toHaveValue('Förseningar');
  await expect(select('Resurs')).toHaveValue('gulvast');
  await expect(box('Kommentar till resurs')).toHaveValue('Till Lund C');
  await expect(select('Ersättningstrafik')).toHaveValue('Ersättningsbussar beställda');
  await expect(box('Kommentar till ersättningstrafik')).toHaveValue('Från läge E');
  await expect(select('Prognos')).toHaveValue('Prognos saknas');
  await expect(box('Kommentar till prognos')).toHaveValue('Trafikverket felsöker');
  await expect(page.getByRole('list', { name: 'Tåg' }).getByRole('listitem')).toHaveText([
    /1041/,
    /1043/,
  ]);
  await expect(box('Notering')).toHaveValue('Meddela resenärerna');
  await expectAccessible(page);

  // 'Gulväst' is offered only in district 4.
  await select('Distrikt').selectOption('5');
  await expect(select('Resurs').getByRole('option', { name: 'Gulväst' })).toHaveCount(0);
});

test('panels open by the chosen groups’ channels and stay as the user set them', async ({
  page,
}) => {
  await signIn(page, 'dispatcher', '/message/edit');
  const panel = (name: string) => page.getByRole('button', { name, exact: true });
  await expect(panel('App')).toHaveAttribute('aria-expanded', 'false');
  await page.getByRole('checkbox', { name: /^All personal Skåne/ }).check();
  await expect(panel('App')).toHaveAttribute('aria-expanded', 'true');
  await expect(panel('SMS')).toHaveAttribute('aria-expanded', 'false');
  await expect(panel('E-post')).toHaveAttribute('aria-expanded', 'false');
  // The user closes App; a group with App does not open it again. SMS follows the groups.
  await panel('App').click();
  await page.getByRole('checkbox', { name: /^Lokförare Skåne/ }).check();
  await expect(panel('App')).toHaveAttribute('aria-expanded', 'false');
  await expect(panel('SMS')).toHaveAttribute('aria-expanded', 'true');
  await expect(panel('E-post')).toHaveAttribute('aria-expanded', 'true');
  // The user opens SMS for good: unticking the group leaves it open.
  await panel('SMS').click();
  await panel('SMS').click();
  await page.getByRole('checkbox', { name: /^Lokförare Skåne/ }).uncheck();
  await expect(panel('SMS')).toHaveAttribute('aria-expanded', 'true');
  await expect(panel('E-post')).toHaveAttribute('aria-expanded', 'false');
  await page.reload();
  await expect(page.getByText('Ditt osända utkast är återställt.')).toBeVisible();
  await expect(panel('SMS')).toHaveAttribute('aria-expanded', 'true');
  await expect(panel('App')).toHaveAttribute('aria-expanded', 'false');
  await expectAccessible(page);
});

test('a trip is added only if it is an integer not already in the list', async ({ page }) => {
  await signIn(page, 'dispatcher', '/message/edit');
  const input = page.getByRole('textbox', { name: 'Tågnummer' });
  const trips = page.getByRole('list', { name: 'Tåg' });
  await input.fill('10.5');
  await input.press('Enter');
  await expect(page.getByRole('alert').filter({ hasText: 'heltal' })).toHaveText(
    'Tågnumret måste vara ett heltal.',
  );
  await input.fill('1041');
  await input.press('Enter');
  await expect(trips.getByRole('listitem')).toHaveText([/1041/]);
  await input.fill('1041');
  await page.getByRole('button', { name: 'Lägg till tåg' }).click();
  await expect(page.getByRole('alert').filter({ hasText: 'listan' })).toHaveText(
    'Tåget finns redan i listan.',
  );
  await expect(trips.getByRole('listitem')).toHaveCount(1);
  await trips.getByRole('button', { name: 'Ta bort tåg 1041' }).click();
  await expect(trips).toHaveCount(0);
});

test("'Gäller till' before 'Gäller från' is shown, and swapped when sent", async ({ page }) => {
  test.slow();
  let sent: Record<string, unknown> | null = null;
  page.on('request', (r) => {
    if (r.method() === 'POST' && r.url().includes('/message/Group'))
      sent = JSON.parse(r.postData() ?? '{}') as Record<string, unknown>;
  });
  await signIn(page, 'dispatcher', '/message/edit');
  await page.getByRole('checkbox', { name: /^Trafikledning Skåne/ }).check();
  await page.getByRole('textbox', { name: 'Ämne', ...exact }).fill('Spårändring Lund C');
  // Times are typed on the 24-hour clock as the clock fields read them, shown as HH:MM after.
  await fillDateTime(page, 'Gäller från', '2030-05-06', '1400');
  await fillDateTime(page, 'Gäller till', '2030-05-06', '9.30');
  await expectDateTime(page, 'Gäller från', '2030-05-06T14:00');
  await expectDateTime(page, 'Gäller till', '2030-05-06T09:30');
  await expect(page.getByText("'Gäller till' måste vara efter 'Gäller från'")).toBeVisible();
  const to = dateTimeField(page, 'Gäller till');
  await expect(to.date).toHaveAttribute('aria-invalid', 'true');
  await expect(to.time).toHaveAttribute('aria-invalid', 'true');
  await page.getByRole('button', { name: 'Förhandsgranska' }).click();
  const preview = page.getByRole('dialog', { name: 'Förhandsgranskning' });
  await expect(preview).toContainText(
    'Gäller från 2030-05-06 09:30 – Gäller till 2030-05-06 14:00',
  );
  await preview.getByRole('button', { name: 'Skicka' }).click();
  await expect(page).toHaveURL(/#\/message$/);
  expect(sent).toMatchObject({
    validFrom: '2030-05-06T09:30:00+02:00',
    validTo: '2030-05-06T14:00:00+02:00',
  });
});

test('a prefill link for a district where the user cannot send says so and opens on another', async ({
  page,
}) => {
  await signIn(page, 'dispatcher', '/message/edit?districtId=1&subject=Signalfel');
  await expect(page.getByRole('status').filter({ hasText: 'Länken gällde distriktet' })).toHaveText(
    /^Länken gällde distriktet \S.*, där du inte kan skicka trafikmeddelanden\. Formuläret har ett annat distrikt valt: kontrollera det nedan\.$/,
  );
  await expect(page.getByRole('combobox', { name: 'Distrikt', exact: true })).toHaveValue('4');
  await expect(page.getByRole('textbox', { name: 'Ämne', exact: true })).toHaveValue('Signalfel');
});

test('a time in the hour the clock skips says what it becomes, as the preview shows', async ({
  page,
}) => {
  await signIn(page, 'dispatcher', '/message/edit');
  await page.getByRole('checkbox', { name: /^Trafikledning Skåne/ }).check();
  await page.getByRole('textbox', { name: 'Ämne', ...exact }).fill('Banarbete Hässleholm');
  // 31 March 2030: Stockholm's clock goes from 02:00 to 03:00.
  await fillDateTime(page, 'Gäller från', '2030-03-31', '0230');
  await fillDateTime(page, 'Gäller till', '2030-03-31', '0600');
  const note =
    'Klockan ställs fram en timme den natten, så klockslaget finns inte: det blir 03:30.';
  const from = dateTimeField(page, 'Gäller från');
  await expect(from.group.getByText(note)).toBeVisible();
  await expect(from.time).toHaveAccessibleDescription(
    `Klockslag till exempel 7, 0730, 7:30 eller 07.30 ${note}`,
  );
  await expect(dateTimeField(page, 'Gäller till').group.getByText(note)).toHaveCount(0);
  await page.getByRole('button', { name: 'Förhandsgranska' }).click();
  await expect(page.getByRole('dialog', { name: 'Förhandsgranskning' })).toContainText(
    'Gäller från 2030-03-31 03:30 – Gäller till 2030-03-31 06:00',
  );
});

test('an SMS text over the limit, its panel closed with its group, opens again when it stops the preview', async ({
  page,
}) => {
  await signIn(page, 'dispatcher', '/message/edit');
  await page.getByRole('textbox', { name: 'Ämne', ...exact }).fill('Inställt tåg 1041');
  await page.getByRole('checkbox', { name: /^Tågvärdar Skåne/ }).check();
  const sms = page.getByRole('textbox', { name: 'SMS-text' });
  await sms.fill('x'.repeat(160));
  // Another group without SMS instead: the SMS panel closes by itself, the text stays.
  await page.getByRole('checkbox', { name: /^All personal Skåne/ }).check();
  await page.getByRole('checkbox', { name: /^Tågvärdar Skåne/ }).uncheck();
  await expect(sms).toBeHidden();
  await page.getByRole('button', { name: 'Förhandsgranska' }).click();
  await expect(page.getByRole('dialog')).toHaveCount(0);
  await expect(sms).toBeVisible();
  await expect(sms).toBeFocused();
  await expect(page.getByText('SMS-texten får vara högst 159 tecken (1 för många).')).toBeVisible();
});

test('the SMS text is at most 159 characters; a counter shows what is left', async ({ page }) => {
  await signIn(page, 'dispatcher', '/message/edit');
  await page.getByRole('checkbox', { name: /^Tågvärdar Skåne/ }).check();
  await page.getByRole('textbox', { name: 'Ämne', ...exact }).fill('Inställt tåg 1041');
  const sms = page.getByRole('textbox', { name: 'SMS-text' });
  // Left empty, the SMS carries the subject: the field says so, the preview shows it.
  await expect(sms).toHaveAccessibleDescription(
    '159 tecken kvar Lämnar du fältet tomt får SMS:et meddelandets ämne (högst 159 tecken).',
  );
  await page.getByRole('button', { name: 'Förhandsgranska' }).click();
  const preview = page.getByRole('dialog', { name: 'Förhandsgranskning' });
  await expect(preview.getByRole('region', { name: 'SMS' })).toContainText('Inställt tåg 1041');
  await preview.getByRole('button', { name: 'Stäng' }).click();
  await sms.fill('x'.repeat(150));
  await expect(page.getByText('9 tecken kvar')).toBeVisible();
  await sms.fill('x'.repeat(160));
  await expect(page.getByText('SMS-texten får vara högst 159 tecken (1 för många).')).toBeVisible();
  await page.getByRole('button', { name: 'Förhandsgranska' }).click();
  await expect(page.getByRole('dialog')).toHaveCount(0);
  await sms.fill('x'.repeat(159));
  await expect(page.getByText('0 tecken kvar')).toBeVisible();
  await page.getByRole('button', { name: 'Förhandsgranska' }).click();
  await expect(page.getByRole('dialog', { name: 'Förhandsgranskning' })).toContainText(
    'x'.repeat(159),
  );
});

test('sending needs a district, a group and a subject; the first one missing gets the focus', async ({
  page,
}) => {
  await signIn(page, 'dispatcher', '/message/edit');
  const preview = page.getByRole('button', { name: 'Förhandsgranska' });
  const group = page.getByRole('checkbox', { name: /^Lokförare Skåne/ });
  // As a user does: the groups are on the screen before Förhandsgranska is pressed (pressed while
  // they load, the focus goes to the first field marked then, and the groups come after it).
  await expect(group).toBeVisible();
  await preview.click();
  await expect(page.getByText('Välj minst en mottagargrupp.')).toBeVisible();
  await expect(page.getByText('Ange ett ämne.')).toBeVisible();
  await expect(page.getByRole('dialog')).toHaveCount(0);
  // Said beside the button, and the first field to mend is focused (its error read with it).
  await expect(page.getByRole('alert').filter({ hasText: 'markerat' })).toHaveText(
    'Rätta det som är markerat ovan, sedan kan du förhandsgranska.',
  );
  await expect(group).toBeFocused();
  await expect(group).toHaveAccessibleDescription('Välj minst en mottagargrupp.');
  await expectAccessible(page);
  await group.check();
  await preview.click();
  const subject = page.getByRole('textbox', { name: 'Ämne', exact: true });
  await expect(subject).toBeFocused();
  await expect(subject).toHaveAccessibleDescription('Ange ett ämne.');
  await subject.fill('Växelfel Hässleholm');
  await expect(page.getByRole('alert').filter({ hasText: 'markerat' })).toHaveCount(0);
  await preview.click();
  await expect(page.getByRole('dialog', { name: 'Förhandsgranskning' })).toBeVisible();
});

test('a time typed for when the event began needs its date; the draft keeps the text as typed', async ({
  page,
}) => {
  await signIn(page, 'dispatcher', '/message/edit');
  await page.getByRole('checkbox', { name: /^Lokförare Skåne/ }).check();
  await page.getByRole('textbox', { name: 'Ämne', ...exact }).fill('Växelfel Hässleholm');
  const began = dateTimeField(page, 'Händelsen inträffade');
  await expect(began.group).toBeVisible();
  await expect(began.time).toHaveAccessibleDescription(
    'Klockslag till exempel 7, 0730, 7:30 eller 07.30',
  );
  await began.time.fill('0945');
  // Not yet left: the time is as typed, and so is the kept draft after a reload.
  await page.reload();
  await expect(began.time).toHaveValue('0945');
  const preview = page.getByRole('button', { name: 'Förhandsgranska' });
  await preview.click();
  // The part that is missing is marked and focused (its calendar opens), its message read with it.
  await expect(began.date).toBeFocused();
  await expect(page.getByRole('dialog', { name: 'Förhandsgranskning' })).toHaveCount(0);
  await expect(began.date).toHaveAttribute('aria-invalid', 'true');
  await expect(began.date).toHaveAccessibleDescription(/Ange datum och tid\.$/);
  await expect(began.time).not.toHaveAttribute('aria-invalid', 'true');
  await fillDateTime(page, 'Händelsen inträffade', '2030-05-06', '0945');
  await expectDateTime(page, 'Händelsen inträffade', '2030-05-06T09:45');
  await expect(began.group.getByText('Ange datum och tid.')).toHaveCount(0);
  await preview.click();
  await expect(page.getByRole('dialog', { name: 'Förhandsgranskning' })).toBeVisible();
});

test('a typed date is read as written or not at all, and the × empties the date and the time', async ({
  page,
}) => {
  await signIn(page, 'dispatcher', '/message/edit');
  const began = dateTimeField(page, 'Händelsen inträffade');
  await expect(began.date).toBeEditable();
  // Never guessed: 04.03.2026 is not taken as 3 April, nor 2030-02-30 as 2 March.
  for (const typed of ['04.03.2026', '2030-02-30']) {
    await began.date.fill(typed);
    await began.date.press('Tab');
    await expect(began.date).toHaveValue('');
  }
  await fillDateTime(page, 'Händelsen inträffade', '20300506', '0915');
  await expectDateTime(page, 'Händelsen inträffade', '2030-05-06T09:15');
  await began.group.getByRole('button', { name: 'Rensa datum' }).click();
  await expectDateTime(page, 'Händelsen inträffade', 'T');
});

test('both ends of the validity unreadable are both said; a refused preview passes the swap by', async ({
  page,
}) => {
  await signIn(page, 'dispatcher', '/message/edit');
  await page.getByRole('checkbox', { name: /^Lokförare Skåne/ }).check();
  await page.getByRole('textbox', { name: 'Ämne', ...exact }).fill('Växelfel Hässleholm');
  const from = dateTimeField(page, 'Gäller från');
  const to = dateTimeField(page, 'Gäller till');
  await from.time.fill('25');
  await to.time.fill('x');
  const preview = page.getByRole('button', { name: 'Förhandsgranska' });
  await preview.click();
  await expect(from.time).toBeFocused();
  await expect(from.time).toHaveAccessibleDescription(/Ange datum och tid\.$/);
  await expect(to.time).toHaveAttribute('aria-invalid', 'true');
  await expect(to.time).toHaveAccessibleDescription(/Ange datum och tid\.$/);

  // 'Gäller till' before 'Gäller från' is said but swapped when sent: when the event's time is
  // what stops the preview, the focus goes there, not to 'Gäller till'.
  await fillDateTime(page, 'Gäller från', '2030-05-06', '14');
  await fillDateTime(page, 'Gäller till', '2030-05-06', '9');
  await expect(page.getByText("'Gäller till' måste vara efter 'Gäller från'")).toBeVisible();
  const began = dateTimeField(page, 'Händelsen inträffade');
  await began.time.fill('0945');
  await preview.click();
  await expect(began.date).toBeFocused();
  await expect(to.date).toHaveAttribute('aria-invalid', 'true');
});

test('compose offers the districts of MESSAGE_SEND and of MESSAGE_GROUP_ADMIN (spec 2 §6)', async ({
  page,
}) => {
  const token = tokenFor('beta', {
    access: [
      { name: 'MESSAGE_SEND', districts: [4] },
      { name: 'MESSAGE_GROUP_ADMIN', districts: [5] },
    ],
  });
  await signIn(page, { token }, '/message/edit');
  const district = page.getByRole('combobox', { name: 'Distrikt', exact: true });
  await expect(district.getByRole('option')).toHaveText(['Välj distrikt', 'Skåne', 'Östergötland']);
  // In the group-admin district a message goes out like anywhere else.
  await district.selectOption({ label: 'Östergötland' });
  await page.getByRole('checkbox', { name: /^Tågvärdar Östergötland/ }).check();
  await page.getByRole('textbox', { name: 'Ämne', exact: true }).fill('Växelfel Norrköping');
  await page.getByRole('button', { name: 'Förhandsgranska' }).click();
  await page.getByRole('dialog').getByRole('button', { name: 'Skicka', exact: true }).click();
  await expect(page).toHaveURL(/#\/message$/);
  await threadRows(page, /Växelfel Norrköping/);
});

test('an update keeps a deleted group of its thread in sight but does not send to it', async ({
  page,
}) => {
  test.slow();
  const admin = { authorization: `Bearer ${tokenFor('admin')}` };
  const groups = (await (
    await page.request.get('/mock/msg/Recipientgroup', { headers: admin })
  ).json()) as { ID: number; Name: string }[];
  const deleted = groups.find((g) => g.Name === 'All personal Skåne')!;
  // The messages exist before the group goes (the mock makes its data on first use).
  const filter = encodeURIComponent(JSON.stringify({ showinactive: true, districts: [4] }));
  const listed = (await (
    await page.request.get(`/mock/msg/message/filter?filter=${filter}`, { headers: admin })
  ).json()) as { Subject: string; To: number[] }[];
  expect(listed.find((m) => m.Subject === 'Banarbete Hässleholm–Kristianstad')!.To).toEqual([
    deleted.ID,
  ]);
  const removed = await page.request.delete(`/mock/msg/RecipientGroup/${deleted.ID}`, {
    headers: admin,
    data: { ID: deleted.ID },
  });
  expect(removed.ok()).toBe(true);
  let sent: { to?: number[] } | null = null;
  page.on('request', (r) => {
    if (r.method() === 'POST' && r.url().includes('/message/Group'))
      sent = JSON.parse(r.postData() ?? '{}') as { to: number[] };
  });

  // The running thread went to that group alone.
  await signIn(page, 'dispatcher', '/message');
  await page.getByRole('link', { name: 'Öppna Banarbete Hässleholm–Kristianstad' }).click();
  const unavailable = page.getByRole('list', { name: /inte längre erbjuds dig/ });
  await expect(unavailable.getByRole('listitem')).toHaveText([
    `Grupp ${deleted.ID} (ej längre tillgänglig) Ta bort`,
  ]);
  await page.getByRole('textbox', { name: 'Meddelande', exact: true }).fill('Bussar från läge B.');
  await page.getByRole('button', { name: 'Förhandsgranska' }).click();
  await expect(page.getByText('Välj minst en mottagargrupp.')).toBeVisible();
  await expect(page.getByRole('dialog')).toHaveCount(0);
  await expectAccessible(page);

  await page.getByRole('checkbox', { name: /^Lokförare Skåne/ }).check();
  await page.getByRole('button', { name: 'Förhandsgranska' }).click();
  await page.getByRole('dialog').getByRole('button', { name: 'Skicka', exact: true }).click();
  await expect(page).toHaveURL(/#\/message$/);
  expect(sent!.to).toEqual([groups.find((g) => g.Name === 'Lokförare Skåne')!.ID]);
});

test('a kept draft in a district no longer offered says so and is not sent there', async ({
  page,
}) => {
  const token = (districts: number[]) =>
    tokenFor('beta', { access: [{ name: 'MESSAGE_SEND', districts }] });
  await signIn(page, { token: token([4, 5]) }, '/message/edit');
  const district = page.getByRole('combobox', { name: 'Distrikt', exact: true });
  await district.selectOption({ label: 'Östergötland' });
  await page.getByRole('checkbox', { name: /^Tågvärdar Östergötland/ }).check();
  await page.getByRole('textbox', { name: 'Ämne', exact: true }).fill('Växelfel Norrköping');

  // The same user, now without access in Östergötland.
  await signIn(page, { token: token([4]) }, '/message/edit');
  await expect(page.getByText('Ditt osända utkast är återställt.')).toBeVisible();
  await expect(district.locator('option:checked')).toHaveText(
    'Östergötland (ej längre tillgänglig)',
  );
  await expect(
    page.getByText('Distriktet erbjuds dig inte längre. Välj ett annat distrikt.'),
  ).toBeVisible();
  await expect(page.getByRole('textbox', { name: 'Ämne', exact: true })).toHaveValue(
    'Växelfel Norrköping',
  );
  await page.getByRole('button', { name: 'Förhandsgranska' }).click();
  await expect(page.getByRole('dialog')).toHaveCount(0);
  await expectAccessible(page);
  await district.selectOption({ label: 'Skåne' });
  await expect(page.getByText('Distriktet erbjuds dig inte längre.', { exact: false })).toHaveCount(
    0,
  );
});
