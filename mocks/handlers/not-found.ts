import { http, HttpResponse } from 'msw';

/**
 * The last handler: a call under `/mock/` that no handler took (a path or method the spec does
 * not have, or a path in another case than the spec writes it) is a 404 with a Swedish message,
 * as a real server answers, in Vitest, the dev server and the demo build alike.
 */
export const notFoundHandler = http.all('*/mock/*', ({ request }) => {
  const url = new URL(request.url);
  return HttpResponse.json(
    { message: `Mock: ingen hanterare för ${request.method} ${url.pathname}` },
    { status: 404, statusText: 'Not Found' },
  );
});
