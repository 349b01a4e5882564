import { describe, expect, it } from 'vitest';
import { isFeature, under } from '@/lib/pages';
import { PORTAL } from '../portal';
import { REDIRECT_ROUTES } from '../redirects/redirect-tools';
import { PRODUCT_NAME, tabTitle } from './tab-titles';

describe('tabTitle (spec 1 §2: by path prefix)', () => {
  it.each([
    ['/equipmentRegister', 'Verify Admin'],
    ['/equipmentRegister/verify', 'Verify Admin'],
    // The router matches paths in any casing, so old links in another casing open the same view.
    ['/equipmentregister/verify', 'Verify Admin'],
    ['/EquipmentRegister', 'Verify Admin'],
    ['/Message/edit', 'Trafikmeddelanden'],
    ['/VLS/mydocs', 'Dokument'],
    ['/vls/review/user/20001', 'Dokument'],
    ['/message/groupadmin/edit/7', 'Trafikmeddelanden'],
    ['/Commando', 'Commando'],
    ['/workday/positionlist', 'Positionslista'],
    ['/report/kilometer', 'Kilometerrapport'],
    ['/report', 'Rapporter'],
    ['/equipmentRegisterX', PRODUCT_NAME],
    ['/', PRODUCT_NAME],
  ])('%s → %s', (path, title) => {
    expect(tabTitle(path)).toBe(title);
  });
});

/** Every route the portal declares: each feature's pages (a parameter filled in) and redirects. */
const routes = [
  ...PORTAL.filter(isFeature).flatMap((feature) =>
    feature.pages.map((page) => under(feature.base, page.path).replace(/:\w+/g, '7')),
  ),
  ...REDIRECT_ROUTES.map((route) => route.path),
];

describe('every view has a title of its own (WCAG 2.4.2)', () => {
  it('walks the declared routes', () => {
    expect(routes).toEqual(
      expect.arrayContaining(['/workday/calendar', '/me', '/message/7', '/staff2/duties']),
    );
    expect(routes.length).toBeGreaterThanOrEqual(40);
  });

  it.each(routes)('%s is not titled with the product name alone', (path) => {
    expect(tabTitle(path)).not.toBe(PRODUCT_NAME);
    expect(tabTitle(path).trim()).not.toBe('');
  });
});
