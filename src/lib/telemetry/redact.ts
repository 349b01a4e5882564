import { matchRoutes, type RouteObject } from 'react-router-dom';

/**
 * What the field measurements may say about where something happened: patterns and names, never
 * a value a user typed or an id (no names, employee numbers, tokens or query strings).
 */

/** The route's pattern (`/message/edit/:messageId`) for a hash (`#/message/edit/7?token=…`). */
export function routePattern(routes: RouteObject[], hash: string): string {
  const path = hash.replace(/^#/, '').split(/[?#]/)[0] || '/';
  const parts = (matchRoutes(routes, path) ?? []).flatMap((m) => m.route.path ?? []);
  return parts.length ? `/${parts.join('/')}`.replace(/\/+/g, '/') : '/';
}

/** An API path with every segment that is not a plain word (ids, numbers, GUIDs) as `:id`. */
export function apiTemplate(path: string): string {
  return path
    .split(/[?#]/)[0]!
    .split('/')
    .map((part) => (part === '' || /^[a-z][a-z_-]*$/i.test(part) ? part : ':id'))
    .join('/');
}

/** A CSS-like path to an element (`td.cell>button.link`): tags and first classes, no ids or text. */
export function selectorOf(node: unknown): string {
  const parts: string[] = [];
  for (let el = node as Element | null; el?.tagName && parts.length < 5; el = el.parentElement) {
    const name = el.classList[0]?.replace(/[^a-z_-]/gi, '');
    parts.unshift(el.tagName.toLowerCase() + (name ? `.${name}` : ''));
  }
  return parts.join('>');
}
