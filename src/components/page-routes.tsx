import { Navigate, useMatches, type RouteObject } from 'react-router-dom';
import { createElement, type ComponentType, type ReactNode } from 'react';
import { useAccessChecker, type AccessRequirement } from '@/lib/auth/use-access';
import { translationsReady } from '@/lib/i18n';
import {
  isFeature,
  tabsOf,
  under,
  type FeaturePages,
  type PageDecl,
  type PageTab,
  type PortalEntry,
} from '@/lib/pages';
import { RequireAccess } from './require-access';

const loading = <p className="state state-loading" role="status" aria-busy="true" />;

/** What a page's route tells the shell (read with `usePageHints`). */
interface PageHints {
  wide?: boolean;
}

function guarded(rules: readonly AccessRequirement[], element: ReactNode): ReactNode {
  return rules.reduceRight<ReactNode>(
    (inner, rule) => <RequireAccess rule={rule}>{inner}</RequireAccess>,
    element,
  );
}

/** A route loaded on demand (its own chunk, its texts) behind its access rules: the one guarded route. */
function guardedLazy<P extends object>(
  rules: readonly AccessRequirement[],
  load: () => Promise<ComponentType<P>>,
  props: P,
): Pick<RouteObject, 'lazy' | 'hydrateFallbackElement'> {
  return {
    hydrateFallbackElement: loading,
    lazy: async () => {
      const screen = await load();
      // Its texts in the chosen language (fetched as its chunk defined them) before it shows.
      await translationsReady();
      return { element: guarded(rules, createElement(screen, props)) };
    },
  };
}

const at = (path: string) => (path === '' ? { index: true as const } : { path });

function pageRoute(page: PageDecl, rules: readonly AccessRequirement[]): RouteObject {
  const hints: PageHints = { wide: page.wide };
  return {
    ...at(page.path),
    handle: hints,
    ...guardedLazy([...rules, ...(page.access ? [page.access] : [])], page.screen, {}),
  } as RouteObject;
}

/**
 * A feature's redirect: to `to`, unless that is one of `tabs` the user may not open, then to the
 * first of them they may (the Dokument tile leads to _Mina dokument_; a user who may only follow up or
 * upload lands there, not on "Ingen behörighet"). No tab open to them: `to`, which says why.
 */
function FeatureRedirect({ to, tabs }: { to: string; tabs: readonly PageTab[] }) {
  const may = useAccessChecker();
  const opens = (tab: PageTab) => tab.access.every(may);
  const target = tabs.find((tab) => tab.to === to);
  const instead = target && !opens(target) ? tabs.find(opens) : undefined;
  return <Navigate to={instead?.to ?? to} replace />;
}

function featureRoute(feature: FeaturePages): RouteObject {
  const own = feature.access ? [feature.access] : [];
  const redirects = Object.entries(feature.redirects ?? {}).map(
    ([from, to]) =>
      ({
        ...at(from),
        // The feature's own address (its tile) finds a tab the user may open; an old route
        // leads where it always did.
        element: (
          <FeatureRedirect to={under(feature.base, to)} tabs={from === '' ? tabsOf(feature) : []} />
        ),
      }) as RouteObject,
  );
  // With a layout, the layout holds the feature's guard (and its redirects sit behind it).
  const pages = feature.pages.map((page) => pageRoute(page, feature.layout ? [] : own));
  const children = [...redirects, ...pages];
  if (!feature.layout) return { path: feature.base, children };
  return {
    path: feature.base,
    ...guardedLazy(own, feature.layout, { tabs: tabsOf(feature) }),
    children,
  };
}

/**
 * The routes of every feature in the list, derived from the features' page declarations: each
 * page its own lazy chunk behind its access, the layout (tab bar) around them, the redirects.
 */
export function pageRoutes(entries: readonly PortalEntry[]): RouteObject[] {
  return entries.filter(isFeature).map(featureRoute);
}

/** The hints of the page shown (a wide page may use the window's whole width). */
export function usePageHints(): Required<PageHints> {
  const matches = useMatches();
  return { wide: matches.some((match) => (match.handle as PageHints | undefined)?.wide === true) };
}
