import type { Page, Request } from '@playwright/test';

/**
 * How a write whose outcome the page cannot know looks: the request reaches the mock backend,
 * which does what it asks (creates the record), but instead of the mock's answer the page gets a
 * failure, as when a gateway gives up after the backend acted, or a yes that lacks what the page
 * needs to know what was made.
 *
 * - `status`: the failure the page sees: 502, 503 or 504 (a gateway).
 * - `unreadable`: 200 with a body that is not JSON.
 * - `network`: the page sees a network error instead of any answer (the request went through).
 * - `answer`: a success without the new record's ID, as a server may say yes where the spec
 *   gives no answer: 200 or 201 with `body` as it is (`''` for none, `'true'`, or JSON that is
 *   not the record), or 204 (always without a body).
 */
export type UnknownOutcome =
  | { kind: 'status'; status: 502 | 503 | 504 }
  | { kind: 'unreadable' }
  | { kind: 'network' }
  | { kind: 'answer'; status: 200 | 201 | 204; body: string };

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
    if (outcome.kind === 'answer') {
      const { status, body } = outcome;
      if (status === 204) return route.fulfill({ status, body: '' });
      // JSON only when there is a body.
      return route.fulfill({ status, body, ...(body ? { contentType: 'application/json' } : {}) });
    }
    return route.fulfill({
      status: outcome.status,
      contentType: 'text/html',
      body: `<html><body>${outcome.status} Gateway</body></html>`,
    });
  });
  return { forwarded: () => forwarded, bodies: () => [...bodies] };
}
