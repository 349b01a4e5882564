import { titleOf } from '@/lib/pages';
import { PORTAL } from '../portal';

/**
 * Tab titles by path prefix (spec 1 §2), from the features' page declarations and the external
 * tools' tiles in `PORTAL`; otherwise the product name.
 */
export const PRODUCT_NAME = 'Personalportalen';

export function tabTitle(pathname: string): string {
  return titleOf(PORTAL, pathname) ?? PRODUCT_NAME;
}
