import { menuOf, tilesOf, type PortalLink } from '@/lib/pages';
import { PORTAL } from '../portal';

/** The 19 tiles of spec 1 §2 (labels word for word), each with the access that shows it. */
export const TILES: readonly PortalLink[] = tilesOf(PORTAL);

/**
 * The shell's navigation: every in-portal tile (the same declarations, so the same access), then
 * the in-portal views that have no tile of their own. External tools stay on the front page.
 */
export const PORTAL_VIEWS: readonly PortalLink[] = menuOf(PORTAL);

/** Trafikmeddelanden goes to the beta app when chosen and the user is a beta tester. */
export function messageTilePath(chosenBeta: boolean, isBetaTester: boolean): string {
  return chosenBeta && isBetaTester ? '/betamessage' : '/message';
}
