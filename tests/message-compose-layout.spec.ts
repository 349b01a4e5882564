import type { Page } from '@playwright/test';
import { test, expect, signIn } from './fixtures';

/** Pairs of the form's fields whose boxes overlap (a field running under its neighbour). */
async function overlappingFields(page: Page): Promise<string[]> {
  return page.locator('form').evaluate((form) => {
    const fields = [
      ...form.querySelectorAll<HTMLInputElement | HTMLSelectElement | HTMLTextAreaElement>(
        'input, select, textarea',
      ),
    ]
      .filter((el) => el.offsetParent !== null)
      .map((el) => ({
        name: el.labels?.[0]?.textContent?.trim() ?? el.id,
        box: el.getBoundingClientRect(),
      }));
    const overlaps: string[] = [];
    for (let i = 0; i < fields.length; i++)
      for (let j = i + 1; j < fields.length; j++) {
        const a = fields[i]!.box;
        const b = fields[j]!.box;
        if (
          a.left < b.right - 1 &&
          b.left < a.right - 1 &&
          a.top < b.bottom - 1 &&
          b.top < a.bottom - 1
        )
          overlaps.push(`${fields[i]!.name} / ${fields[j]!.name}`);
      }
    return overlaps;
  });
}

for (const width of [1280, 900]) {
  test(`no field of the message form runs under another (${width} px wide)`, async ({ page }) => {
    await page.setViewportSize({ width, height: 900 });
    await signIn(page, 'dispatcher', '/message/edit?districtId=4&prognosis=Prognos%20saknas');
    await expect(page.getByRole('checkbox', { name: /^Lokförare Skåne/ })).toBeVisible();
    // Every panel open, a turnaround row: all the fields there are.
    for (const panel of ['SMS', 'E-post', 'App'])
      await page.getByRole('button', { name: panel, exact: true }).click();
    await page.getByRole('button', { name: 'Lägg till vändning' }).click();
    await expect(page.getByRole('textbox', { name: 'E-postens ämne' })).toBeVisible();
    expect(await overlappingFields(page)).toEqual([]);
  });
}
