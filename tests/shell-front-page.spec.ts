import { test, expect, signIn, tokenFor, rawToken, expectAccessible } from './fixtures';

const ALL_TILES = [
  'Infra Info',
  'Trafikhändelser',
  'TrainD SSO',
  'Trafikledning',
  'Trafikledning Extern',
  'Personalplanering',
  'Dokument',
  'Bemanning',
  'Trafikmeddelanden',
  'Hittegods',
  'Gulväst',
  'Commando',
  'Tempo',
  'Verify',
  'Verkstad',
  'Multivy',
  'Ecase',
  'Positionslista',
  'Kalender',
];

async function tileNames(page: import('@playwright/test').Page) {
  const nav = page.getByRole('navigation', { name: 'Dina tjänster' });
  await expect(nav).toBeVisible();
  return (await nav.getByRole('link').allTextContents()).map((t) =>
    t.replace('(öppnas i ny flik)', '').trim(),
  );
}

const claimsOf = (token: string) =>
  JSON.parse(Buffer.from(token.split('.')[1]!, 'base64url').toString()) as Record<string, unknown>;

test.describe('tiles by access', () => {
  test('the administrator sees all 19 tiles with their labels', async ({ page }) => {
    await signIn(page, 'admin');
    expect(await tileNames(page)).toEqual(ALL_TILES);
  });

  test('every tile shows an icon of its own, drawn in the text colour and silent for screen readers', async ({
    page,
  }) => {
    await signIn(page, 'admin');
    await tileNames(page);
    const nav = page.getByRole('navigation', { name: 'Dina tjänster' });
    // The accessible name is the label alone: the icon adds nothing to what is read out.
    await expect(
      nav.getByRole('link', { name: 'Verify (öppnas i ny flik)', exact: true }),
    ).toBeVisible();
    const icons = await nav.getByRole('link').evaluateAll((links) =>
      links.map((link) => {
        const drawn = [...link.querySelectorAll('*')].find(
          (el) => getComputedStyle(el).maskImage !== 'none',
        );
        const style = drawn ? getComputedStyle(drawn) : undefined;
        return {
          url: style?.maskImage.replace(/^url\("?|"?\)$/g, '') ?? '',
          colour: style?.backgroundColor === getComputedStyle(link).color,
          hidden: drawn?.getAttribute('aria-hidden') === 'true',
          width: drawn?.getBoundingClientRect().width ?? 0,
        };
      }),
    );
    expect(icons).toHaveLength(ALL_TILES.length);
    expect(new Set(icons.map((icon) => icon.url)).size).toBe(ALL_TILES.length);
    for (const icon of icons) {
      expect(icon).toMatchObject({ colour: true, hidden: true });
      expect(icon.width).toBeGreaterThan(16);
      const answer = await page.request.get(icon.url);
      expect(answer.status()).toBe(200);
      expect(await answer.text()).toContain('<svg');
    }
  });

  test('a driver sees documents and workday only', async ({ page }) => {
    await signIn(page, 'driver');
    expect(await tileNames(page)).toEqual(['Dokument', 'Positionslista', 'Kalender']);
  });

  test('a dispatcher sees the tiles of the districts held; Tempo only in the current district', async ({
    page,
  }) => {
    await signIn(page, 'dispatcher');
    expect(await tileNames(page)).toEqual([
      'Trafikhändelser',
      'TrainD SSO',
      'Trafikledning',
      'Personalplanering',
      'Dokument',
      'Bemanning',
      'Trafikmeddelanden',
      'Commando',
      'Tempo',
    ]);
    await page
      .getByRole('combobox', { name: 'Trafikdistrikt' })
      .selectOption({ label: 'Östergötland' });
    await expect(page.getByRole('link', { name: /^Tempo/ })).toHaveCount(0);
    await expect(page.getByRole('link', { name: /^Commando/ })).toBeVisible();
  });

  test('access outside the tile districts shows nothing', async ({ page }) => {
    const claims = {
      ...claimsOf(tokenFor('driver')),
      access: [
        { name: 'INFRA_INFO', districts: [19] },
        { name: 'WORKSHOP_X', districts: [10] },
      ],
    };
    await signIn(page, { token: rawToken(claims) });
    expect(await tileNames(page)).toEqual(['Verkstad']);
  });

  const forms: [string, unknown][] = [
    [
      'a JSON array',
      [
        { name: 'INFRA_INFO', districts: [1] },
        { name: 'PERSONNEL_FILE_ADMIN', districts: ['*'] },
      ],
    ],
    [
      'the array as one JSON string',
      JSON.stringify([
        { name: 'INFRA_INFO', districts: [1] },
        { name: 'PERSONNEL_FILE_ADMIN', districts: ['*'] },
      ]),
    ],
    [
      'an array of JSON strings',
      [
        JSON.stringify({ name: 'INFRA_INFO', districts: [1] }),
        JSON.stringify({ name: 'PERSONNEL_FILE_ADMIN', districts: ['*'] }),
      ],
    ],
    [
      'PascalCase keys',
      [
        { Name: 'INFRA_INFO', Districts: [1] },
        { Name: 'PERSONNEL_FILE_ADMIN', Districts: ['*'] },
      ],
    ],
  ];
  for (const [label, access] of forms) {
    test(`access claim as ${label}`, async ({ page }) => {
      await signIn(page, {
        token: rawToken({ ...claimsOf(tokenFor('driver')), access, role: ['driver', 'useradmin'] }),
      });
      expect(await tileNames(page)).toEqual(['Infra Info', 'Ecase']);
    });
  }
});

test('Trafikmeddelanden goes to the beta app only for a beta tester who chose it', async ({
  page,
}) => {
  await signIn(page, 'beta', '/me');
  await page.getByRole('radio', { name: 'Nya appen (beta)' }).check();
  await page.getByRole('link', { name: 'Personalportalen' }).click();
  await expect(page.getByRole('link', { name: /^Trafikmeddelanden/ })).toHaveAttribute(
    'href',
    '#/betamessage',
  );
  await page.goto('/#/me');
  await page.getByRole('radio', { name: 'Den gamla appen' }).check();
  await page.goto('/#/');
  await expect(page.getByRole('link', { name: /^Trafikmeddelanden/ })).toHaveAttribute(
    'href',
    '#/message',
  );
});

test('links open in a new tab by default and in the same tab when chosen', async ({ page }) => {
  await signIn(page, 'admin');
  await expect(page.getByRole('link', { name: /^Dokument/ })).toHaveAttribute('target', '_blank');
  await page.getByRole('link', { name: 'Inställningar' }).click();
  await page.getByRole('radio', { name: 'Öppna i samma flik' }).check();
  await page.reload();
  await page.getByRole('link', { name: 'Personalportalen' }).click();
  await expect(page.getByRole('link', { name: 'Dokument' })).not.toHaveAttribute(
    'target',
    '_blank',
  );
});

test('the news box, the info widget and the links widget follow the district', async ({ page }) => {
  await signIn(page, 'dispatcher');
  await expect(page.getByRole('heading', { name: 'Nyhet' })).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Aktuell information' })).toBeVisible();
  const linksRequest = page.waitForRequest(
    (r) => r.url().includes('/mock/links/') && r.url().includes('districtId=5'),
  );
  await page
    .getByRole('combobox', { name: 'Trafikdistrikt' })
    .selectOption({ label: 'Östergötland' });
  await linksRequest;
});

test('widget failures: no information, and the intranet link', async ({ page }) => {
  await page.route('**/mock/info/**', (route) => route.fulfill({ status: 500, body: 'fel' }));
  await page.route('**/mock/links/**', (route) => route.fulfill({ status: 503, body: 'fel' }));
  await signIn(page, 'driver');
  // A 500 is tried twice more (1 s and 2 s apart) before the widget gives up.
  await expect(page.getByText('Ingen aktuell information.')).toBeVisible({ timeout: 20_000 });
  await expect(page.getByRole('link', { name: /Intranätet/ })).toHaveAttribute(
    'href',
    /^https:\/\//,
  );
});

test('while the widgets load they say so, and an empty link list says there are none', async ({
  page,
}) => {
  // Both services answer only when the test lets them.
  let answer = () => {};
  const held = new Promise<void>((resolve) => (answer = resolve));
  await page.route('**/mock/info/**', async (route) => {
    await held;
    await route.fulfill({ json: [] });
  });
  await page.route('**/mock/links/**', async (route) => {
    await held;
    await route.fulfill({ json: [] });
  });
  await signIn(page, 'driver');
  const info = page.getByRole('region', { name: 'Aktuell information' });
  const links = page.getByRole('region', { name: 'Länkar' });
  await expect(info).toContainText('Laddar …');
  await expect(links).toContainText('Laddar …');
  answer();
  await expect(info).toContainText('Ingen aktuell information.');
  await expect(links).toContainText('Inga länkar för distriktet.');
  await expect(links.getByRole('link')).toHaveCount(0);
});

test('district list failure says so with status and text, and Försök igen brings the list', async ({
  page,
}) => {
  let failing = true;
  await page.route('**/mock/auth/api/district', (route) =>
    failing
      ? route.fulfill({
          status: 503,
          contentType: 'application/json',
          body: JSON.stringify({ message: 'Service Unavailable' }),
        })
      : route.fallback(),
  );
  await signIn(page, 'driver');
  await expect(
    page.getByText(
      'Det gick inte att hämta data. Kontakta administratören. 503 Service Unavailable',
    ),
  ).toBeVisible();
  failing = false;
  await page.getByRole('banner').getByRole('button', { name: 'Försök igen' }).click();
  await expect(page.getByLabel('Trafikdistrikt')).toHaveValue('4');
  await expect(page.getByText('Det gick inte att hämta data.')).toHaveCount(0);
});

test('a guarded view without access shows a clear no-access page', async ({ page }) => {
  await signIn(page, 'driver', '/commando');
  await expect(page.getByRole('heading', { name: 'Ingen behörighet' })).toBeVisible();
  await page.getByRole('link', { name: 'Till startsidan' }).click();
  await expect(page.getByRole('heading', { name: 'Nyhet' })).toBeVisible();
});

test('root and unknown routes show the front page; tab titles by path', async ({ page }) => {
  await signIn(page, 'admin', '/no/such/view');
  await expect(page.getByRole('heading', { name: 'Nyhet' })).toBeVisible();
  await expect(page).toHaveTitle('Personalportalen');
  // Views the spec gives no title carry their own name (WCAG 2.4.2), not the product's alone.
  for (const [path, title] of [
    ['/workday/positionlist', 'Positionslista'],
    ['/workday/calendar', 'Kalender'],
    ['/report', 'Rapporter'],
  ] as const) {
    await signIn(page, 'admin', path);
    await expect(page.getByRole('heading', { level: 1 }).first()).toBeVisible();
    await expect(page).toHaveTitle(title);
  }
});

test('settings: language and the version with build number', async ({ page }) => {
  await signIn(page, 'driver', '/me');
  await expect(page.getByText('Version 1.0.0 (bygge 456)')).toBeVisible();
  await expect(page.getByRole('radio', { name: 'Nya appen (beta)' })).toHaveCount(0);
  await page.getByRole('radio', { name: 'English' }).check();
  await expect(page.getByRole('heading', { name: 'Settings' })).toBeVisible();
  await page.reload();
  await expect(page.getByRole('heading', { name: 'Settings' })).toBeVisible();
});

test('accessibility: login view, front page and settings', async ({ page }) => {
  await page.goto('/#/login');
  await expect(page.getByRole('button', { name: /Anna Lindqvist/ })).toBeVisible();
  await expectAccessible(page);
  await signIn(page, 'admin');
  await expect(page.getByRole('heading', { name: 'Nyhet' })).toBeVisible();
  await expectAccessible(page);
  await page.goto('/#/me');
  await expect(page.getByRole('heading', { name: 'Inställningar' })).toBeVisible();
  await expectAccessible(page);
});
