import { test, expect, signIn, expectAccessible } from './fixtures';
import type { Page } from '@playwright/test';
import { DEMO_USERS } from '../mocks/seed/demo-users';

/** The validation rules of spec 2 §5 with their messages in Swedish, English and Polish. */

const ADMIN_ID = DEMO_USERS.find((u) => u.key === 'admin')!.employee.userId;

const TEXTS = {
  sv: {
    newGroup: 'Ny mottagargrupp',
    group: 'Gruppen',
    district: 'Distrikt',
    name: 'Namn',
    save: 'Spara',
    nameRequired: 'Ange ett namn på gruppen.',
    districtRequired: 'Välj ett distrikt för gruppen.',
    wrongEmail: 'Ange en giltig e-postadress som avsändare.',
    from: 'Avsändare (e-post)',
    addExternal: 'Lägg till extern mottagare',
    dialog: 'Extern mottagare',
    mail: 'E-post',
    phone: 'Telefon',
    invalidMail: 'Ogiltig e-postadress: fel@, an na@buss.se',
    invalidPhone: 'Felaktigt telefonnummer: +0701234567, 46701234, 467012345678, 12345678',
    change: 'Ändra',
  },
  en: {
    newGroup: 'New recipient group',
    group: 'The group',
    district: 'District',
    name: 'Name',
    save: 'Save',
    nameRequired: 'Enter a name for the group.',
    districtRequired: 'Choose a district for the group.',
    wrongEmail: 'Enter a valid e-mail address as sender.',
    from: 'Sender (e-mail)',
    addExternal: 'Add external recipient',
    dialog: 'External recipient',
    mail: 'E-mail',
    phone: 'Phone',
    invalidMail: 'Invalid e-mail address: fel@, an na@buss.se',
    invalidPhone: 'Incorrect phone number: +0701234567, 46701234, 467012345678, 12345678',
    change: 'Change',
  },
  pl: {
    newGroup: 'Nowa grupa odbiorców',
    group: 'Grupa',
    district: 'Okręg',
    name: 'Nazwa',
    save: 'Zapisz',
    nameRequired: 'Podaj nazwę grupy.',
    districtRequired: 'Wybierz okręg grupy.',
    wrongEmail: 'Podaj prawidłowy adres e-mail nadawcy.',
    from: 'Nadawca (e-mail)',
    addExternal: 'Dodaj odbiorcę zewnętrznego',
    dialog: 'Odbiorca zewnętrzny',
    mail: 'E-mail',
    phone: 'Telefon',
    invalidMail: 'Nieprawidłowy adres e-mail: fel@, an na@buss.se',
    invalidPhone: 'Nieprawidłowy numer telefonu: +0701234567, 46701234, 467012345678, 12345678',
    change: 'Zmień',
  },
} as const;

async function useLanguage(page: Page, language: string) {
  await page.addInitScript(([key, value]) => localStorage.setItem(key!, value!), [
    `pp.settings.${ADMIN_ID}`,
    JSON.stringify({ openInNewTab: true, messageApp: 'old', language }),
  ] as const);
}

for (const [language, t] of Object.entries(TEXTS)) {
  test(`every rule says what is wrong (${language})`, async ({ page }) => {
    await useLanguage(page, language);
    await signIn(page, 'admin', '/message/groupadmin/edit');
    await expect(page.getByRole('heading', { name: t.newGroup })).toBeVisible();
    const fields = page.getByRole('group', { name: t.group });
    // A new group starts in the current district; clear it to see the district rule.
    await fields
      .getByRole('combobox', { name: t.district, exact: true })
      .selectOption({ index: 0 });
    await page.getByRole('button', { name: t.save, exact: true }).click();
    await expect(fields.getByText(t.nameRequired)).toBeVisible();
    await expect(fields.getByText(t.districtRequired)).toBeVisible();
    await expect(fields.getByText(t.wrongEmail)).toBeVisible();
    await expect(fields.getByLabel(t.name)).toHaveAttribute('aria-invalid', 'true');

    // The sender address: whitespace removed, then a simple pattern.
    await fields.getByLabel(t.from).fill('trafik info@tagbolaget');
    await expect(fields.getByText(t.wrongEmail)).toBeVisible();
    await fields.getByLabel(t.from).fill('trafik info@tagbolaget.se');
    await expect(fields.getByText(t.wrongEmail)).toBeHidden();

    // External recipient: saving needs a name and an e-mail or a phone.
    await page.getByRole('button', { name: t.addExternal }).click();
    const dialog = page.getByRole('dialog', { name: t.dialog });
    const save = dialog.getByRole('button', { name: t.save });
    await expect(save).toBeDisabled();
    await dialog.getByLabel(t.name).fill('Buss AB');
    await expect(save).toBeDisabled();
    await dialog.getByLabel(t.mail).fill('a@buss.se; fel@ , an na@buss.se|b@buss.se');
    await expect(save).toBeEnabled();
    await dialog
      .getByLabel(t.phone)
      .fill('+0701234567; 0701234567, 46701234|467012345678;12345678; 467012345');
    await save.click();
    await expect(dialog.getByRole('alert')).toContainText(t.invalidMail);
    await expect(dialog.getByRole('alert')).toContainText(t.invalidPhone);
    await expectAccessible(page);

    // Corrected: stored normalised (0… → 46…), the dialog closes.
    await dialog.getByLabel(t.mail).fill('a@buss.se, b@buss.se');
    await dialog.getByLabel(t.phone).fill('070 123 45 67 | 467012345');
    await save.click();
    await expect(dialog).toBeHidden();
    // Shown with area codes (spec 2 §9); kept as stored, normalised.
    await expect(page.getByRole('row', { name: /Buss AB/ })).toContainText(
      '070-123 45 67, 070-123 45',
    );
    await page.getByRole('button', { name: `${t.change} Buss AB` }).click();
    await expect(dialog.getByLabel(t.phone)).toHaveValue('46701234567;467012345');
  });
}

test('with ListRoles down no role can be added (no guessed RoleIDs), until a retry brings the list', async ({
  page,
}) => {
  let down = true;
  await page.route(
    (url) => url.pathname.endsWith('/mock/auth/api/Admin/ListRoles'),
    (route) =>
      down ? route.fulfill({ status: 500, json: { message: 'Internt fel' } }) : route.fallback(),
  );
  await signIn(page, 'admin', '/message/groupadmin/edit');
  const note = page.getByRole('alert').filter({ hasText: 'Rollistan kunde inte hämtas.' });
  await expect(note).toContainText(
    'Roller kan inte läggas till förrän listan går att hämta igen (de vanliga rollerna är Conductor, Driver, Traffic Message Recipient External, Testgrupp).',
  );
  const roles = page.getByRole('combobox', { name: 'Lägg till roll' });
  await expect(roles).toBeDisabled();
  await expect(roles.getByRole('option')).toHaveText(['Välj …']);

  down = false;
  await note.getByRole('button', { name: 'Försök igen' }).click();
  await expect(note).toBeHidden();
  await expect(roles).toBeEnabled();
  await roles.selectOption({ label: 'Testgrupp' });
  await page.getByRole('button', { name: 'Lägg till roll' }).click();
  await expect(page.getByRole('row', { name: /Testgrupp/ })).toContainText('Ny, inte sparad');
});
