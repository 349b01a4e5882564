// The routes the Lighthouse bench measures: every page declared with definePages (the features'
// pages.ts and the app's, as listed in src/app/portal.ts) and the front page. A path with
// parameters (`:messageId`) takes the values of the first links to it that the portal's own pages
// show, or the values found under the same parameter name in links to another path, or else a
// value the bench knows (`known`: the signed-in user's id for `:userid`, a path reached from
// outside the portal or after a search).
import { tsLoader } from '../../prod/load-ts.mjs';

/** Every declared page's path, the front page first. */
export async function declaredRoutes() {
  const ts = await tsLoader();
  try {
    const { PORTAL } = await ts.load('/src/app/portal.ts');
    const { isFeature, under } = await ts.load('/src/lib/pages.ts');
    const paths = PORTAL.filter(isFeature).flatMap((f) =>
      f.pages.map((p) => under(f.base, p.path)),
    );
    return ['/', ...new Set(paths)];
  } finally {
    await ts.close();
  }
}

const paramNames = (route) => [...route.matchAll(/:(\w+)/g)].map((m) => m[1]);

/** The parameters of `route` read from `path`, or undefined when it does not match. */
function match(route, path) {
  const pattern = route.replace(/[.*+?^${}()|[\]\\]/g, '\\$&').replace(/\\?:(\w+)/g, '([^/?#]+)');
  const found = new RegExp(`^${pattern}(?:[?#].*)?$`).exec(path);
  if (!found) return undefined;
  return Object.fromEntries(paramNames(route).map((name, i) => [name, found[i + 1]]));
}

/**
 * Fills each route's parameters from `links` (paths the portal links to). Gives the concrete
 * path of every route, or the route with `missing` when no link gave a value.
 */
export function fillRoutes(routes, links, known = {}) {
  const byName = {};
  const direct = new Map();
  for (const route of routes.filter((r) => r.includes(':'))) {
    for (const link of links) {
      const params = match(route, link);
      if (!params) continue;
      // A path that another declared route matches without parameters is not this one's.
      if (routes.some((r) => !r.includes(':') && r === link.split(/[?#]/)[0])) continue;
      if (!direct.has(route)) direct.set(route, link.split('#')[0]);
      for (const [name, value] of Object.entries(params)) byName[name] ??= value;
    }
  }
  for (const [name, value] of Object.entries(known)) byName[name] ??= value;
  return routes.map((route) => {
    if (!route.includes(':')) return { route, path: route };
    if (direct.has(route)) return { route, path: direct.get(route) };
    const names = paramNames(route);
    if (names.every((name) => byName[name] !== undefined))
      return { route, path: route.replace(/:(\w+)/g, (_, name) => byName[name]) };
    return { route, missing: names.filter((name) => byName[name] === undefined) };
  });
}
