import {
  AbortError,
  HttpClient,
  HttpError,
  HttpResponse,
  type HttpRequest,
} from '@microsoft/signalr';
import { currentToken } from '@/stores/session';

/**
 * SignalR's HTTP side (negotiate) with the session's current token in the Authorization header,
 * read afresh for every (re)connection; the WebSocket URL then carries only a one-time
 * connection token, never the access token.
 */
export class SessionHttpClient extends HttpClient {
  async send(request: HttpRequest): Promise<HttpResponse> {
    const token = currentToken();
    if (!token) throw new HttpError('Inte inloggad', 401);
    const controller = new AbortController();
    if (request.abortSignal) {
      if (request.abortSignal.aborted) throw new AbortError();
      request.abortSignal.onabort = () => controller.abort();
    }
    const timer = request.timeout ? setTimeout(() => controller.abort(), request.timeout) : null;
    try {
      const response = await fetch(request.url!, {
        method: request.method,
        body: request.content as BodyInit | undefined,
        headers: { ...request.headers, Authorization: `Bearer ${token}` },
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
