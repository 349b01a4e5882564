import { titleOf } from '@/lib/pages';
import { PORTAL } from '../portal';
import { REDIRECT_ROUTES } from '../redirects/redirect-tools';

/**
 * Browser tab titles (spec 1 §2 by path prefix, and a title of its own for every other view,
 * WCAG 2.4.2): a redirect route's title, else the features' page declarations in `PORTAL`;
 * only the front page (and what shows it) keeps the product name alone.
 */
export const PRODUCT_NAME = 'Personalportalen';

/** The login view's (/login, /refreshToken) and /logout's titles: they live outside the shell. */
export const SIGN_IN_TITLE = 'Inloggning';
export const SIGN_OUT_TITLE = 'Utloggning';

export function tabTitle(pathname: string): string {
  const path = pathname.toLowerCase();
  const redirect = REDIRECT_ROUTES.find((route) => route.path.toLowerCase() === path);
  return redirect?.title ?? titleOf(PORTAL, pathname) ?? PRODUCT_NAME;
}
