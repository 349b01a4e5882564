import type { Page, Request } from '@playwright/test';

/**
 * How a write whose outcome the page cannot know looks: the request reaches the mock backend,
 * which does what it asks (creates the record), but the page is answered with a failure instead
 * of the mock's answer, as when a gateway gives up after the backend acted.
 *
 * - `status`: the failure the page sees: 502, 503 or 504 (a gateway), or 200 with a body that is
 *   not JSON (`unreadable`).
 * - `abort`: the page sees a network error instead of any answer (the request went through).
 */
export type UnknownOutcome =
  { kind: 'status'; status: 502 | 503 | 504 } | { kind: 'unreadable' } | { kind: 'network' };

export interface ForwardThenFail {
  /** How many matching requests reached the mock (failed ones included). */
  readonly forwarded: () => number;
  /** The bodies of the matching requests that reached the mock, in order. */
  readonly bodies: () => string[];
}

/**
 * The first `times` requests of `method` to a URL matching `url` are forwarded to the mock and
 * answered to the page with `outcome`; later ones go through untouched (and are counted too).
 */
export async function forwardThenFail(
  page: Page,
  url: string | RegExp,
  method: string,
  outcome: UnknownOutcome,
  times = 1,
): Promise<ForwardThenFail> {
  let failed = 0;
  let forwarded = 0;
  const bodies: string[] = [];
  await page.route(url, async (route) => {
    const request: Request = route.request();
    if (request.method() !== method.toUpperCase()) return route.fallback();
    forwarded += 1;
    bodies.push(request.postData() ?? '');
    if (failed >= times) return route.fallback();
    failed += 1;
    // The mock acts on the request; its answer is dropped.
    const answer = await route.fetch();
    await answer.body().catch(() => undefined);
    if (outcome.kind === 'network') return route.abort('failed');
    if (outcome.kind === 'unreadable')
      return route.fulfill({ status: 200, contentType: 'application/json', body: '<html>ok' });
    return route.fulfill({
      status: outcome.status,
      contentType: 'text/html',
      body: `<html><body>${outcome.status} Gateway</body></html>`,
    });
  });
  return { forwarded: () => forwarded, bodies: () => [...bodies] };
}
