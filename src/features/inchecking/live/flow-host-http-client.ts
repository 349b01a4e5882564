import {
  AbortError,
  HttpClient,
  HttpError,
  HttpResponse,
  type HttpRequest,
} from '@microsoft/signalr';

/**
 * SignalR's HTTP side (negotiate), confined to the flow host. SignalR's own client puts the
 * bearer token (from `accessTokenFactory`) on every request it makes, including a negotiate
 * redirect to another host; this one refuses any URL outside the flow host's origin, so the
 * token goes to the flow host and nowhere else.
 */
export class FlowHostHttpClient extends HttpClient {
  constructor(private readonly flowOrigin: string) {
    super();
  }

  async send(request: HttpRequest): Promise<HttpResponse> {
    const url = new URL(request.url ?? '', window.location.href);
    if (url.origin !== this.flowOrigin)
      throw new HttpError(`Flödesservern skickade vidare till en annan värd (${url.host})`, 0);
    const controller = new AbortController();
    if (request.abortSignal) {
      if (request.abortSignal.aborted) throw new AbortError();
      request.abortSignal.onabort = () => controller.abort();
    }
    const timer = request.timeout ? setTimeout(() => controller.abort(), request.timeout) : null;
    try {
      const response = await fetch(url, {
        method: request.method,
        body: request.content as BodyInit | undefined,
        headers: request.headers,
        signal: controller.signal,
      }).catch((error: unknown) => {
        if (controller.signal.aborted) throw new AbortError();
        throw new HttpError((error as Error).message, 0);
      });
      const content = await response.text();
      if (!response.ok)
        throw new HttpError(`${response.status} ${response.statusText}`, response.status);
      return new HttpResponse(response.status, response.statusText, content);
    } finally {
      if (timer) clearTimeout(timer);
      if (request.abortSignal) request.abortSignal.onabort = null;
    }
  }

  override getCookieString(): string {
    return '';
  }
}
