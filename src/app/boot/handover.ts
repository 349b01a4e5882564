/**
 * Start-up URL handling, before the router sees the address:
 * - legacy hash-bang links (`#!/message`) become `#/message`;
 * - a token handed over in the query (`/?token=JWT#/vls` or `#/vls?token=JWT`) is taken and
 *   removed from the address bar at once, so it never stays in history.
 */
export interface HandoverResult {
  token: string | null;
  /** The address to show instead (same path and route, without the token). */
  cleanUrl: string;
}

export function normalizeHash(hash: string): string {
  if (hash.startsWith('#!/')) return `#/${hash.slice(3)}`;
  if (hash.startsWith('#!')) return `#/${hash.slice(2)}`;
  return hash;
}

export function takeHandover(href: string): HandoverResult {
  const url = new URL(href);
  let token = url.searchParams.get('token');
  url.searchParams.delete('token');

  let hash = normalizeHash(url.hash);
  const queryStart = hash.indexOf('?');
  if (queryStart >= 0) {
    const params = new URLSearchParams(hash.slice(queryStart + 1));
    const fromHash = params.get('token');
    if (fromHash) token = fromHash;
    params.delete('token');
    const rest = params.toString();
    hash = hash.slice(0, queryStart) + (rest ? `?${rest}` : '');
  }
  url.hash = hash;
  return { token: token || null, cleanUrl: url.toString() };
}
