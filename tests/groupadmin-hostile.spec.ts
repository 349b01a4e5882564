import type { Page } from '@playwright/test';
import { test, expect, signIn } from './fixtures';
import {
  breakNext,
  getJson,
  hostileJourneys,
  loseNextAnswer,
  signInAgain,
  type HostileForm,
} from './hostile-helpers';

/**
 * Hostile conditions on recipient-group changes (issue 15; the journey is tests/hostile-helpers.ts,
 * a new group is in tests/hostile-forms.spec.ts): a group renamed, an external recipient added,
 * a group deleted (its own journey: after a lost answer the group is gone). Nothing here shows
 * a date or a time, so like the other groupadmin journeys it runs in one time zone.
 */

interface Group {
  ID: number;
  Name: string;
  GroupDutySiteRecipients: { Name: string }[];
  GroupExternalRecipients: { Name: string; Phone: string }[];
}
const groupsOf = (page: Page) =>
  getJson<Group[]>(page.request, '/mock/msg/Recipientgroup', 'admin');
const groupFields = (page: Page) => page.getByRole('group', { name: 'Gruppen' });
/** The save report (the group, or the recipients not saved). */
const saveReport = (page: Page) => page.getByRole('alert').filter({ hasText: /sparades/ });
const saveGroup = (page: Page) => page.getByRole('button', { name: 'Spara', exact: true }).click();
/** The group's own call: a status means not saved; no answer, not known. */
const GROUP_SAYS = {
  status: 'Gruppen sparades inte: 500 Internt fel i tjänsten',
  offline: /Osäkert om gruppen sparades: Nätverksfel/,
  timeout: /Osäkert om gruppen sparades: Inget svar från servern inom 20 s/,
};
const isGroupCall = (url: URL) => /\/msg\/RecipientGroup\/\d+$/.test(url.pathname);

/* --- An existing recipient group renamed (PUT msg/RecipientGroup/{id}) --- */
const OLD_NAME = 'Tågvärdar Skåne';
const NEW_NAME = 'Tågvärdar Skåne och Blekinge';
const groupRename: HostileForm = {
  name: 'a recipient group renamed',
  user: 'admin',
  demoName: 'Magnus Ek',
  path: '/message/groupadmin',
  method: 'PUT',
  matches: isGroupCall,
  fill: async (page) => {
    await page.getByRole('link', { name: `Redigera ${OLD_NAME}` }).click();
    await groupFields(page).getByLabel('Namn').fill(NEW_NAME);
  },
  submit: saveGroup,
  failure: saveReport,
  // No answer: it may have arrived, and the report says so.
  says: GROUP_SAYS,
  kept: async (page) => {
    await expect(groupFields(page).getByLabel('Namn')).toHaveValue(NEW_NAME);
  },
  done: async (page) => {
    await expect(page.getByRole('heading', { name: 'Mottagargrupper' })).toBeVisible();
    await expect(page.getByRole('link', { name: `Redigera ${NEW_NAME}` })).toBeVisible();
    const names = (await groupsOf(page)).map((g) => g.Name);
    expect(names.filter((n) => n === NEW_NAME)).toHaveLength(1);
    expect(names).not.toContain(OLD_NAME);
  },
};

/* --- An external recipient added to an existing group, a duty site removed --- */
const TARGET = 'Trafikledning Skåne';
const EXTERNAL = 'Fientlig prov jour';
const recipients = (page: Page) => page.getByRole('table', { name: 'Mottagare' });
const recipientAdded: HostileForm = {
  name: 'an external recipient added to a group',
  user: 'admin',
  demoName: 'Magnus Ek',
  path: '/message/groupadmin',
  method: 'POST',
  matches: (url) => url.pathname.endsWith('/msg/GroupExternalRecipient'),
  fill: async (page) => {
    await page.getByRole('link', { name: `Redigera ${TARGET}` }).click();
    // A removal rides along: it is saved by the first attempt, and only once.
    await page.getByRole('button', { name: 'Ta bort Malmö Trafikledning' }).click();
    await page.getByRole('button', { name: 'Lägg till extern mottagare' }).click();
    const dialog = page.getByRole('dialog', { name: 'Extern mottagare' });
    await dialog.getByLabel('Namn').fill(EXTERNAL);
    await dialog.getByLabel('Telefon').fill('040-12 34 56');
    await dialog.getByRole('button', { name: 'Spara' }).click();
  },
  submit: saveGroup,
  failure: saveReport,
  says: {
    status: `Extern ${EXTERNAL}: lades inte till (500 Internt fel i tjänsten)`,
    // Offline, the group's own call fails first.
    offline: GROUP_SAYS.offline,
    timeout: new RegExp(`Extern ${EXTERNAL}: osäkert om den lades till \\(Inget svar från servern`),
  },
  kept: async (page) => {
    await expect(recipients(page).getByRole('row', { name: new RegExp(EXTERNAL) })).toContainText(
      'Ny, inte sparad',
    );
    await expect(recipients(page).getByRole('row', { name: /Malmö Trafikledning/ })).toHaveCount(0);
  },
  done: async (page) => {
    await expect(page.getByRole('heading', { name: 'Mottagargrupper' })).toBeVisible();
    const group = (await groupsOf(page)).find((g) => g.Name === TARGET)!;
    expect(group.GroupExternalRecipients.map((r) => r.Name).sort()).toEqual([
      EXTERNAL,
      'Trafikverket Trafikcentral Malmö',
    ]);
    expect(group.GroupDutySiteRecipients).toEqual([]);
  },
};

hostileJourneys([groupRename, recipientAdded]);

/* --- A recipient group deleted (DELETE msg/RecipientGroup/{id}) --- */
test('a group delete: a 500, a dropped network, a 401; after a lost answer it is gone, and nothing else', async ({
  page,
  context,
}) => {
  test.slow();
  const NAME = 'Testgrupp Skåne';
  const before = await groupsOf(page);
  const doomed = before.find((g) => g.Name === NAME)!;
  await page.clock.install();
  await signIn(page, 'admin', `/message/groupadmin/edit/${doomed.ID}`);
  const name = groupFields(page).getByLabel('Namn');
  await expect(name).toHaveValue(NAME);
  const remove = async () => {
    await page.getByRole('button', { name: 'Ta bort gruppen' }).click();
    await page
      .getByRole('dialog', { name: 'Ta bort gruppen' })
      .getByRole('button', { name: 'Ta bort gruppen' })
      .click();
  };
  const failure = page.getByRole('alert').filter({ hasText: 'bort' });
  const breakIt = (answer: Parameters<typeof breakNext>[3]) =>
    breakNext(page, 'DELETE', isGroupCall, answer);
  const stillThere = async () =>
    expect((await groupsOf(page)).map((g) => g.ID)).toContain(doomed.ID);

  // 500: not deleted, said so; the form stays.
  await breakIt((route) =>
    route.fulfill({ status: 500, json: { message: 'Internt fel i tjänsten' } }),
  );
  await remove();
  await expect(failure).toContainText(
    `Gruppen kunde inte tas bort: 500 ${'Internt fel i tjänsten'}`,
  );
  await expect(name).toHaveValue(NAME);
  await stillThere();

  // The network drops: the portal cannot tell, and says so.
  await context.setOffline(true);
  await remove();
  await expect(failure).toContainText(/Osäkert om gruppen togs bort: Nätverksfel/);
  await expect(name).toHaveValue(NAME);
  await context.setOffline(false);
  await stillThere();

  // 401: signed in again, back on the group.
  await breakIt((route) => route.fulfill({ status: 401, json: { message: 'Token expired' } }));
  await remove();
  await signInAgain(page, 'Magnus Ek', `/message/groupadmin/edit/${doomed.ID}`);
  await expect(name).toHaveValue(NAME);

  // The delete reaches the server, its answer never comes: once the portal stops waiting it
  // asks for the group, finds it gone, and says it was deleted (no error, no second delete).
  const deletes: string[] = [];
  page.on('request', (r) => {
    if (r.method() === 'DELETE') deletes.push(r.url());
  });
  const { stored, release } = await loseNextAnswer(page, 'DELETE', isGroupCall);
  await remove();
  await stored;
  await page.clock.fastForward(21_000);
  await expect(page.getByText(`Mottagargruppen ${NAME} togs bort.`)).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Mottagargrupper' })).toBeVisible();
  await expect(page.getByRole('link', { name: `Redigera ${NAME}` })).toHaveCount(0);
  release();
  expect(deletes).toHaveLength(1);
  const after = (await groupsOf(page)).map((g) => g.ID).sort();
  expect(after).toEqual(
    before
      .map((g) => g.ID)
      .filter((id) => id !== doomed.ID)
      .sort(),
  );
});
