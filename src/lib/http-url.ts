/**
 * The one check of an address the portal links or sends to: an absolute http(s) URL, nothing else
 * (no `javascript:`, `data:`, `mailto:` …). Used for redirect targets, the links widget and the
 * URL settings of the configuration.
 */
export function httpUrl(value: string): URL | null {
  try {
    const url = new URL(value);
    return url.protocol === 'https:' || url.protocol === 'http:' ? url : null;
  } catch {
    return null;
  }
}

/** An absolute http(s) URL, or a path on this origin (`/mock/api`): the API hosts' settings. */
export function httpUrlOrPath(value: string): boolean {
  return (value.startsWith('/') && !value.startsWith('//')) || httpUrl(value) !== null;
}
