import { describe, expect, it } from 'vitest';
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
    ['/equipmentRegisterX', PRODUCT_NAME],
    ['/me', PRODUCT_NAME],
  ])('%s → %s', (path, title) => {
    expect(tabTitle(path)).toBe(title);
  });
});
