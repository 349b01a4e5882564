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

/**
 * Whether a failed change may still have reached the server: no answer came (a time-out or a
 * network failure, status 0). A status answer means it was not done.
 */
export function outcomeUnknown(error: unknown): boolean {
  return isApiError(error) && error.status === 0;
}

/** 4xx are answers, not accidents: React Query must not retry them. */
export function shouldRetry(failureCount: number, error: unknown): boolean {
  if (error instanceof ApiError && error.status >= 400 && error.status < 500) return false;
  if (error instanceof InvalidResponseError) return false;
  return failureCount < 2;
}
