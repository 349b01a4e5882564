import type { Page, Route } from '@playwright/test';
import { test, expect, signIn } from './fixtures';

/**
 * Malformed answers on every list: whatever the APIs send (HTML from a proxy, JSON of the wrong
 * shape), each view shows an error state inside the shell, never a white screen or a crash.
 */
const ROUTES: { path: string; heading: RegExp }[] = [
  { path: '/vls/mydocs', heading: /Mina dokument/ },
  { path: '/vls/viewAllDocuments', heading: /Alla dokument/ },
  { path: '/vls/followupReadingRecipt', heading: /Uppföljning/ },
  { path: '/vls/files', heading: /Uppladdade dokument/ },
  { path: '/inchecking', heading: /Incheckning/ },
  { path: '/staffoverview/viewAll', heading: /Bemanning/ },
  { path: '/message', heading: /Trafikmeddelanden/ },
  { path: '/connections', heading: /Avgångar|Anslutningar|Connections/ },
  { path: '/workday/calendar', heading: /Kalender/ },
  { path: '/workday/positionlist', heading: /Positionslista/ },
  { path: '/message/groupadmin', heading: /Mottagargrupper/ },
  { path: '/equipmentRegister', heading: /Verify Admin/ },
  // The forms and pages that read lists too: groups, stops, a user's documents, process tags.
  { path: '/message/edit', heading: /Nytt trafikmeddelande/ },
  { path: '/message/groupadmin/edit/1', heading: /Mottagargrupp/ },
  { path: '/vls/review/user/a1f3c2d4-0001-4000-a000-000000000001', heading: /Granskning/ },
  { path: '/vls/files/upload', heading: /Ladda upp dokument/ },
  // The front page: districts, information and links.
  { path: '/', heading: /Startsida/ },
];

const BODIES: Record<string, (route: Route) => Promise<void>> = {
  'HTML instead of JSON': (route) =>
    route.fulfill({
      status: 200,
      contentType: 'text/html',
      body: '<!doctype html><html><body><h1>502 Bad Gateway</h1></body></html>',
    }),
  'JSON of the wrong shape': (route) =>
    route.fulfill({
      status: 200,
      contentType: 'application/json',
      body: JSON.stringify({ ID: 'x', items: 'none', Name: 42, data: [{ unexpected: true }] }),
    }),
  'a list of wrong items': (route) =>
    route.fulfill({
      status: 200,
      contentType: 'application/json',
      body: JSON.stringify([{ ID: 'x', Name: 42 }, null, 'text']),
    }),
};

/** Every API call but sign-in and the live channel answers with the malformed body. */
async function breakApis(page: Page, answer: (route: Route) => Promise<void>): Promise<void> {
  await page.route(
    (url) =>
      url.pathname.startsWith('/mock/') && !/^\/mock\/(idp|flow|__control)/.test(url.pathname),
    answer,
  );
}

for (const [kind, answer] of Object.entries(BODIES)) {
  test.describe(kind, () => {
    for (const { path, heading } of ROUTES) {
      test(`${path} shows an error state, inside the shell`, async ({ page }) => {
        const crashes: string[] = [];
        page.on('pageerror', (error) => crashes.push(error.message));
        await breakApis(page, answer);
        await signIn(page, 'admin', path);
        // The shell stays: header with the sign-out, the view's own heading.
        await expect(page.getByRole('button', { name: 'Logga ut' })).toBeVisible();
        await expect(page.getByRole('heading', { level: 1, name: heading })).toBeVisible();
        // Something says the data could not be read (an alert or an error text), nothing crashed.
        await expect(
          page
            .getByRole('alert')
            .or(page.getByText(/gick inte|kunde inte|Kan ej|Could not|fel/i))
            .first(),
        ).toBeVisible();
        expect(crashes).toEqual([]);
        await expect(page.getByRole('heading', { name: 'Något gick fel' })).toHaveCount(0);
      });
    }
  });
}
