import type { Page } from '@playwright/test';
import { test, expect, signIn } from './fixtures';
import { expectDateTime } from './date-time-fields';

/**
 * Other systems open message edit with the legacy hash-bang link (CONTRACT: `#!/...` lands on the
 * same view as `#/...`), its prefill parameters (spec 2 §2) written as those systems write them:
 * commas of `trips` as they are, the rest percent-encoded.
 */
const LEGACY_LINK =
  '/#!/message/edit?districtId=4&subject=Signalfel%20Lund%20C&trips=1053,1055' +
  '&body=T%C3%A5gen%20st%C3%A5r%20i%20Lund.&datetimefrom=2030-05-06T09:40' +
  '&validFrom=2030-05-06T10:00&validTo=2030-05-06T13:00&stopfrom=LU&stopto=M&stopat=HB' +
  '&consequence=Inst%C3%A4llda%20t%C3%A5g&resource=Gulv%C3%A4st&resourceNote=Till%20plattform%202' +
  '&replacementservice=Ers%C3%A4ttningsbussar%20best%C3%A4llda&replacementserviceNote=L%C3%A4ge%20E' +
  '&prognosis=Prognos%20saknas&prognosisNote=Felet%20s%C3%B6ks&note=Ring%20TL%20vid%20fr%C3%A5gor';

async function expectPrefilled(page: Page) {
  await expect(page).toHaveURL(/#\/message\/edit\?districtId=4&/);
  await expect(page).toHaveTitle('Trafikmeddelanden');
  await expect(page.getByRole('heading', { name: 'Nytt trafikmeddelande' })).toBeVisible();
  const box = (name: string) => page.getByRole('textbox', { name, exact: true });
  const select = (name: string) => page.getByRole('combobox', { name, exact: true });
  await expect(select('Distrikt')).toHaveValue('4');
  await expect(box('Ämne')).toHaveValue('Signalfel Lund C');
  await expect(box('Meddelande')).toHaveValue('Tågen står i Lund.');
  await expectDateTime(page, 'Händelsen inträffade', '2030-05-06T09:40');
  await expectDateTime(page, 'Gäller från', '2030-05-06T10:00');
  await expectDateTime(page, 'Gäller till', '2030-05-06T13:00');
  await expect(select('Från hållplats')).toHaveValue('LU');
  await expect(select('Till hållplats')).toHaveValue('M');
  await expect(select('Vid hållplats')).toHaveValue('HB');
  await expect(box('Konsekvens')).toHaveValue('Inställda tåg');
  await expect(select('Resurs')).toHaveValue('gulvast');
  await expect(box('Kommentar till resurs')).toHaveValue('Till plattform 2');
  await expect(select('Ersättningstrafik')).toHaveValue('Ersättningsbussar beställda');
  await expect(box('Kommentar till ersättningstrafik')).toHaveValue('Läge E');
  await expect(select('Prognos')).toHaveValue('Prognos saknas');
  await expect(box('Kommentar till prognos')).toHaveValue('Felet söks');
  await expect(page.getByRole('list', { name: 'Tåg' }).getByRole('listitem')).toHaveText([
    /1053/,
    /1055/,
  ]);
  await expect(box('Notering')).toHaveValue('Ring TL vid frågor');
}

test('a legacy #!/message/edit link opened by a signed-in user fills the form', async ({
  page,
}) => {
  await signIn(page, 'dispatcher', '/');
  await expect(page.getByRole('button', { name: 'Logga ut' })).toBeVisible();
  // Opened from another system: a new page load, not a change of the hash.
  await page.goto('about:blank');
  await page.goto(LEGACY_LINK);
  await expectPrefilled(page);
});

test('a legacy #!/message/edit link opened before signing in fills the form after it', async ({
  page,
}) => {
  await page.goto(LEGACY_LINK);
  await expect(page).toHaveURL(/#\/login/);
  await page.getByRole('button', { name: /Karin Sjöberg/ }).click();
  await expectPrefilled(page);
});
