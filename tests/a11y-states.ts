import type { CDPSession, Page } from '@playwright/test';
import { expect } from './fixtures';
import { pageSettled, themeOf } from './a11y-visits';
import { contrastProblems, optionProblems } from './a11y-contrast-check';

/**
 * The states a control is seen in besides at rest (issue 35): hovered, focused by keyboard, and
 * pressed (the mouse held down on it). Each is forced on the control through the DevTools
 * protocol, as the browser's own inspector does, with what a real pointer or key gives its
 * ancestors too (:hover and :active climb the tree, :focus-within marks it): the computed styles,
 * which axe reads, are those of the real state, and every sampled control takes it at once.
 */
const STATES = {
  hovered: { self: ['hover'], ancestors: ['hover'] },
  focused: { self: ['focus', 'focus-visible'], ancestors: ['focus-within'] },
  pressed: { self: ['hover', 'active', 'focus'], ancestors: ['hover', 'active', 'focus-within'] },
} as const;

const SAMPLE = 'data-state-sample';
const PATH = 'data-state-path';

/**
 * Marks one visible control of each look not seen yet (its tag, classes and the attributes that
 * style it, and those of its ancestors: a table of 3,000 rows gives a handful) and the elements
 * around it; returns the new looks' keys. A control inside an opened menu or dialog is new.
 */
function markSamples(page: Page, seen: string[], outside: string): Promise<string[]> {
  return page.evaluate(
    ({ seen, outside, sample, path }) => {
      const CONTROLS =
        'button, a[href], select, summary, input[type="button"], input[type="submit"], ' +
        '[role="button"], [role="link"], [role="menuitem"], [role="tab"], [role="option"]';
      const STYLED = ['aria-current', 'aria-selected', 'aria-expanded', 'aria-pressed'];
      const look = (el: Element) =>
        el.tagName.toLowerCase() +
        [...el.classList]
          .sort()
          .map((c) => `.${c}`)
          .join('') +
        [...STYLED, 'aria-disabled', 'disabled']
          .filter((a) => el.hasAttribute(a))
          .map((a) => `[${a}=${el.getAttribute(a)}]`)
          .join('');
      for (const old of document.querySelectorAll(`[${sample}], [${path}]`)) {
        old.removeAttribute(sample);
        old.removeAttribute(path);
      }
      const keys = new Set(seen);
      const found: string[] = [];
      for (const el of document.querySelectorAll(CONTROLS)) {
        const box = el.getBoundingClientRect();
        if (!box.width || !box.height || el.closest(outside)) continue;
        if (!el.checkVisibility({ visibilityProperty: true })) continue;
        const chain: string[] = [];
        for (let at: Element | null = el; at && at !== document.body; at = at.parentElement)
          chain.push(look(at));
        const key = chain.join(' < ');
        if (keys.has(key)) continue;
        keys.add(key);
        found.push(key);
        el.setAttribute(sample, '');
        for (let at = el.parentElement; at; at = at.parentElement) at.setAttribute(path, '');
      }
      return found;
    },
    { seen, outside, sample: SAMPLE, path: PATH },
  );
}

/** The marked samples and the elements around them (one document read: it renews node ids). */
async function nodes(cdp: CDPSession): Promise<{ samples: number[]; paths: number[] }> {
  const { root } = await cdp.send('DOM.getDocument', { depth: 0 });
  const all = (selector: string) =>
    cdp.send('DOM.querySelectorAll', { nodeId: root.nodeId, selector }).then((r) => r.nodeIds);
  return { samples: await all(`[${SAMPLE}]`), paths: await all(`[${PATH}]`) };
}

/** Forces the pseudo-classes on the nodes (none: their own state again). */
async function force(cdp: CDPSession, ids: number[], classes: readonly string[]): Promise<void> {
  await Promise.all(
    ids.map((nodeId) =>
      cdp.send('CSS.forcePseudoState', { nodeId, forcedPseudoClasses: [...classes] }),
    ),
  );
}

/**
 * The sampled controls' contrast in each state (and at rest, where something was opened: the
 * other sweeps read the page as it loads); `where` names the theme and what is open.
 */
async function sweep(page: Page, cdp: CDPSession, where: string, opened = false) {
  const problems = opened ? await contrastProblems(page, `[${SAMPLE}]`, `${where}, at rest`) : [];
  const { samples, paths } = await nodes(cdp);
  for (const [name, state] of Object.entries(STATES)) {
    await force(cdp, samples, state.self);
    await force(cdp, paths, state.ancestors);
    problems.push(...(await contrastProblems(page, `[${SAMPLE}]`, `${where}, ${name}`)));
  }
  await force(cdp, [...samples, ...paths], []);
  return problems;
}

const OPENER = 'data-state-opener';

/** Marks one closed disclosure or menu button of each look (aria-expanded, <summary>). */
function markOpeners(page: Page, outside: string): Promise<string[]> {
  return page.evaluate(
    ({ opener, outside }) => {
      for (const old of document.querySelectorAll(`[${opener}]`)) old.removeAttribute(opener);
      const looks = new Set<string>();
      const names: string[] = [];
      const closed = document.querySelectorAll(
        'button[aria-expanded="false"], [role="button"][aria-expanded="false"], ' +
          'details:not([open]) > summary',
      );
      for (const el of closed) {
        if (el.closest(outside) || !el.checkVisibility({ visibilityProperty: true })) continue;
        const look = `${el.tagName}.${el.className}@${el.parentElement?.className}`;
        if (looks.has(look)) continue;
        looks.add(look);
        el.setAttribute(opener, String(names.length));
        names.push(el.getAttribute('aria-label') ?? el.textContent?.trim() ?? el.tagName);
      }
      return names;
    },
    { opener: OPENER, outside },
  );
}

/** Opens the marked opener as a user does (a click), and waits for what it shows to load. */
async function open(page: Page, index: number): Promise<boolean> {
  const control = page.locator(`[${OPENER}="${index}"]`);
  if (!(await control.isVisible())) return false;
  await control.click();
  await expect(
    control.and(page.locator('[aria-expanded="true"], details[open] > *')),
  ).toBeVisible();
  await pageSettled(page);
  return true;
}

/** Closes it again: Escape for a menu, else a second click (a row's details, a <summary>). */
async function close(page: Page, index: number): Promise<void> {
  const control = page.locator(`[${OPENER}="${index}"]`);
  if ((await control.getAttribute('aria-expanded')) === 'true') await page.keyboard.press('Escape');
  if ((await control.getAttribute('aria-expanded')) === 'true') await control.click();
  else if (await control.evaluate((el) => el.matches('details[open] > summary')))
    await control.click();
}

/** The header and the mock panel (mock builds only): the same on every route. */
export const SHELL = '.shell-header, .mock-panel';

/**
 * Every control of the page as it is now (but those inside `outside`), hovered, focused and
 * pressed, in the light theme and the dark one, and again with each of its menus and disclosures
 * open (the controls that opening shows, at rest too, and the opener itself): what axe finds
 * below the contrast WCAG 2.2 AA asks, one line per control and state with its ratio and colours.
 * Empty if every state holds.
 */
export async function stateContrastProblems(page: Page, outside = SHELL): Promise<string[]> {
  await pageSettled(page);
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('DOM.enable');
  await cdp.send('CSS.enable');
  const problems: string[] = [];
  for (const colorScheme of ['light', 'dark'] as const) {
    await page.emulateMedia({ colorScheme });
    await expect.poll(() => themeOf(page)).toBe(colorScheme);
    const seen = await markSamples(page, [], outside);
    problems.push(...(await sweep(page, cdp, colorScheme)));
    problems.push(...(await optionProblems(page, colorScheme, outside)));
    const openers = await markOpeners(page, outside);
    for (const [index, name] of openers.entries()) {
      if (!(await open(page, index))) continue;
      const shown = await markSamples(page, seen, outside);
      seen.push(...shown);
      const where = `${colorScheme}, "${name}" open`;
      if (shown.length) problems.push(...(await sweep(page, cdp, where, true)));
      await close(page, index);
    }
  }
  await cdp.detach();
  return problems;
}
