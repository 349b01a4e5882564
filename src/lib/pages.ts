import type { ComponentType, ReactNode } from 'react';
import type { AccessRequirement } from './auth/use-access';

/**
 * The one shape in which a feature declares its pages (in `src/features/<name>/pages.ts`): the
 * routes, the feature's tab bar, the browser tab title, the front-page tiles and the shell's menu
 * are all derived from it (routes in `src/components/page-routes.tsx`, the rest here). The app
 * only lists the declarations, in front-page order, in `src/app/portal.ts`.
 */

/** A screen, loaded with its route (its code is not in the first bundle). */
export type Screen = ComponentType;

/** What a feature's layout is given: the tabs of its tab bar (`PageTabs` shows them). */
export interface LayoutProps<Tab extends string = string> {
  tabs: readonly PageTab<Tab>[];
}

/**
 * A layout component. Declared through a method so that a feature's list of tab keys fits the
 * app's list of every feature (method parameters are compared both ways).
 */
export type Layout<Tab extends string = string> = {
  component(props: LayoutProps<Tab>): ReactNode;
}['component'];

export interface PageTab<Tab extends string = string> {
  /** Key of the tab's label in the layout's strings. */
  tab: Tab;
  /** Absolute path. */
  to: string;
  /** Shown when every requirement holds. */
  access: readonly AccessRequirement[];
}

export interface PageDecl<Tab extends string = string> {
  /** Under the feature's base, React Router syntax (`edit/:id`); '' is the base itself. */
  path: string;
  /** Needed besides the feature's own access; omitted: the feature's access is enough. */
  access?: AccessRequirement;
  /** The screen, loaded with the route: `() => import('./components/x-page').then((m) => m.X)`. */
  screen: () => Promise<Screen>;
  /** Its tab in the feature's tab bar (the key of its label); no tab when omitted. */
  tab?: Tab;
  /** The page may use the window's whole width (wall screens, wide tables). */
  wide?: boolean;
  /** Its own browser tab title, over the feature's (for it and the paths under it). */
  title?: string;
}

/** A link to the feature: a front-page tile or an entry in the shell's menu. */
export interface LinkDecl {
  /** The label, word for word from the spec. */
  label: string;
  /** Under the feature's base ('' or omitted: the base itself). */
  to?: string;
  /** A front-page tile's icon: the URL of an SVG drawn in the text colour (`tile-icons.ts`). */
  icon?: string;
}

export interface FeaturePages<Tab extends string = string> {
  /** The feature's path; every page lies under it. */
  base: string;
  /** Guards every page of the feature (and its layout); omitted: every signed-in user. */
  access?: AccessRequirement;
  /**
   * Browser tab title for the base and everything under it (spec 1 §2, by path prefix; a page's
   * own title wins under that page).
   */
  title?: string;
  /** Wraps the pages (the tab bar), loaded with the first page. */
  layout?: () => Promise<Layout<Tab>>;
  /** Paths under the base that lead to another one there: `{ from: to }` ('' is the base). */
  redirects?: Readonly<Record<string, string>>;
  pages: readonly PageDecl<Tab>[];
  /** Front-page tiles (in this order); they are in the shell's menu too. */
  tiles?: readonly LinkDecl[];
  /** Entries in the shell's menu only, after every tile. */
  menu?: readonly LinkDecl[];
}

/** The front-page tile of an external tool (its redirect route lives in the app). */
export interface ExternalTile {
  external: true;
  label: string;
  path: string;
  access: readonly AccessRequirement[];
  /** The tile's icon (`tile-icons.ts`). */
  icon?: string;
}

/** One line of the app's list: a feature's pages or an external tool's tile. */
export type PortalEntry = FeaturePages | ExternalTile;

/** A tile or menu entry, ready to show: shown when every requirement holds. */
export interface PortalLink {
  label: string;
  path: string;
  access: readonly AccessRequirement[];
  external: boolean;
  icon?: string;
}

/** Declares a feature's pages; `Tab`: the keys of its tabs' labels (checked against the layout's). */
export function definePages<Tab extends string = never>(
  pages: FeaturePages<Tab>,
): FeaturePages<Tab> {
  return pages;
}

export const isFeature = (entry: PortalEntry): entry is FeaturePages => !('external' in entry);

/** `base` joined with a path under it ('' is the base). */
export function under(base: string, path = ''): string {
  return path === '' ? base : `${base}/${path}`;
}

/** What guards a path under the feature: the feature's access, then the page's. */
function accessAt(feature: FeaturePages, path: string): AccessRequirement[] {
  const page = feature.pages.find((p) => p.path === path);
  return [feature.access, page?.access].filter((rule) => rule !== undefined);
}

function links(feature: FeaturePages, decls: readonly LinkDecl[] = []): PortalLink[] {
  return decls.map(({ label, to = '', icon }) => ({
    label,
    path: under(feature.base, to),
    access: accessAt(feature, to),
    external: false,
    icon,
  }));
}

/** The front page's tiles, in the list's order. */
export function tilesOf(entries: readonly PortalEntry[]): PortalLink[] {
  return entries.flatMap((entry) =>
    isFeature(entry)
      ? links(entry, entry.tiles)
      : [
          {
            label: entry.label,
            path: entry.path,
            access: entry.access,
            external: true,
            icon: entry.icon,
          },
        ],
  );
}

/** The shell's menu: every in-portal tile, then the menu-only entries, in the list's order. */
export function menuOf(entries: readonly PortalEntry[]): PortalLink[] {
  const features = entries.filter(isFeature);
  return [
    ...features.flatMap((feature) => links(feature, feature.tiles)),
    ...features.flatMap((feature) => links(feature, feature.menu)),
  ];
}

/** `path` lies at or under `prefix`, whole segments only; a `:param` segment matches any one. */
function isUnder(path: string, prefix: string): boolean {
  const have = path.split('/');
  const want = prefix.split('/');
  return (
    have.length >= want.length && want.every((seg, i) => seg.startsWith(':') || seg === have[i])
  );
}

/**
 * The tab title of the longest declared prefix of `pathname` (a feature's base or one of its
 * pages); undefined when none. Matched in any casing, as the router matches routes (old links
 * write /equipmentregister).
 */
export function titleOf(entries: readonly PortalEntry[], pathname: string): string | undefined {
  const path = pathname.toLowerCase();
  let best: { prefix: string; title: string } | undefined;
  const consider = (prefix: string, title: string | undefined) => {
    if (title === undefined || !isUnder(path, prefix.toLowerCase())) return;
    if (!best || prefix.length > best.prefix.length) best = { prefix, title };
  };
  for (const feature of entries.filter(isFeature)) {
    consider(feature.base, feature.title);
    for (const page of feature.pages) consider(under(feature.base, page.path), page.title);
  }
  return best?.title;
}

/** The feature's tab bar: the pages with a tab, in declaration order, each with its guard. */
export function tabsOf<Tab extends string>(feature: FeaturePages<Tab>): PageTab<Tab>[] {
  return feature.pages.flatMap((page) =>
    page.tab === undefined
      ? []
      : [
          {
            tab: page.tab,
            to: under(feature.base, page.path),
            access: accessAt(feature, page.path),
          },
        ],
  );
}
