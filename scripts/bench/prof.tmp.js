import { chromium } from 'playwright-core';
const BASE = process.env.BASE ?? 'http://localhost:5341';
const b64 = (o) => Buffer.from(JSON.stringify(o)).toString('base64url');
const now = Math.floor(Date.now() / 1000);
const claims = { sub: 'x', userId: 'x', userName: 'karsjo', name: 'Karin Sjöberg', employeeNumber: '20003', defaultDistrictId: 4, role: 'dispatcher',
  access: [{ name: 'SIGNIN_LIST', districts: [4] }, { name: 'SIGNIN_OTHER', districts: [4] }], iat: now, nbf: now, exp: now + 16 * 3600 };
const token = `${b64({ alg: 'HS256' })}.${b64(claims)}.eA`;
await fetch(`${BASE}/mock/__control`, { method: 'POST', headers: { cookie: 'pp-mock-ns=prof', 'content-type': 'application/json' }, body: JSON.stringify({ reset: true, dutiesPerDay: 3000 }) });
const browser = await chromium.launch({ executablePath: '/usr/bin/chromium', args: ['--headless', '--no-sandbox', '--disable-gpu'] });
const context = await browser.newContext({ viewport: { width: 1920, height: 1080 } });
await context.addCookies([{ name: 'pp-mock-ns', value: 'prof', url: BASE }]);
await context.addInitScript(() => sessionStorage.setItem('pp.inchecking.filters', JSON.stringify({ search: '', frame: 'all' })));
const page = await context.newPage();
const cdp = await context.newCDPSession(page);
await page.goto(`${BASE}/?token=${token}#/inchecking`);
await page.waitForFunction(() => performance.getEntriesByName('inchecking:rows-painted').length > 0, null, { timeout: 60000 });
await cdp.send('Profiler.enable');
await cdp.send('Profiler.setSamplingInterval', { interval: 100 });
const mode = process.argv[2] ?? 'search';
await cdp.send('Profiler.start');
if (mode === 'search') {
  await page.evaluate(async () => {
    const input = document.querySelector('input[type="search"]');
    const set = Object.getOwnPropertyDescriptor(HTMLInputElement.prototype, 'value').set;
    for (const w of ['Ma', 'Mal', 'Malm', 'An', 'Ann', 'Anna', 'Anna ']) {
      set.call(input, w); input.dispatchEvent(new Event('input', { bubbles: true }));
      await new Promise((r) => requestAnimationFrame(() => setTimeout(r, 0)));
    }
  });
} else {
  await page.reload();
  await page.waitForFunction(() => performance.getEntriesByName('inchecking:rows-painted').length > 0, null, { timeout: 60000 });
}
const { profile } = await cdp.send('Profiler.stop');
const self = new Map();
const dt = profile.timeDeltas; const byId = new Map(profile.nodes.map((n) => [n.id, n]));
profile.samples.forEach((id, i) => { const n = byId.get(id); const k = `${n.callFrame.functionName || '(anon)'} ${n.callFrame.url.split('/').pop()}:${n.callFrame.lineNumber}`; self.set(k, (self.get(k) ?? 0) + (dt[i] ?? 0)); });
console.log([...self.entries()].sort((a, b) => b[1] - a[1]).slice(0, 25).map(([k, v]) => `${(v / 1000).toFixed(1)}ms ${k}`).join('\n'));
console.log('react prod?', await page.evaluate(() => typeof document.querySelector('#root')?._reactRootContainer));
await browser.close();
