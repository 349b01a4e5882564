/** The one error type of the API layer: HTTP status (0 for network failures) and server message. */
export class ApiError extends Error {
  override name = 'ApiError';
  constructor(
    readonly status: number,
    message: string,
    readonly url: string,
    readonly body?: unknown,
  ) {
    super(message);
  }

  /** Status and text, as the spec's error messages want them shown ("403 Forbidden"). */
  get statusText(): string {
    return this.status === 0 ? this.message : `${this.status} ${this.message}`;
  }
}

/** Thrown when a response does not have the shape the portal expects. */
export class InvalidResponseError extends ApiError {
  override name = 'InvalidResponseError';
}

export function isApiError(error: unknown): error is ApiError {
  return error instanceof ApiError;
}

const UNEXPECTED = 'Oväntat svar från servern';

/**
 * The one "unexpected answer" error: a 2xx (200 unless told) whose body the portal could not
 * read. `where` names the part that did not fit ("Oväntat svar från servern (tripList)."), and
 * the body rides along for the developer tools, never for the page.
 */
export function unexpectedAnswer(url: string, body: unknown, where?: string, status = 200) {
  return new InvalidResponseError(status, `${UNEXPECTED}${where ? ` (${where})` : ''}.`, url, body);
}

/**
 * What a failure says after the screen's own sentence: "403 Forbidden" for a server's answer,
 * the sentence itself for a time-out or a network error, the message of anything else.
 */
export function errorDetail(error: unknown): string {
  if (isApiError(error)) return error.statusText;
  return error instanceof Error ? error.message : String(error);
}

/** Gateway answers: the gateway gave up or could not reach the backend, which may have done it. */
const GATEWAY_STATUSES = new Set([502, 503, 504]);

/**
 * Whether a failed change may still have been done by the server, so that it must not be sent
 * again blindly but looked for first: no answer came (a time-out or a network failure, status
 * 0), a gateway answered instead of the backend (502, 503, 504), or a 2xx came whose body could
 * not be read (an InvalidResponseError with a 2xx status: the server said yes to something). Any
 * other status is the backend's own answer: it was not done.
 */
export function outcomeUnknown(error: unknown): boolean {
  if (!isApiError(error)) return false;
  if (error.status === 0 || GATEWAY_STATUSES.has(error.status)) return true;
  return error instanceof InvalidResponseError && error.status >= 200 && error.status < 300;
}

/** 4xx are answers, not accidents: React Query must not retry them. */
export function shouldRetry(failureCount: number, error: unknown): boolean {
  if (error instanceof ApiError && error.status >= 400 && error.status < 500) return false;
  if (error instanceof InvalidResponseError) return false;
  return failureCount < 2;
}
