import type { ErrorBody, ErrorCode } from '@shared/contracts';

export type ApiErrorCode = ErrorCode | 'network_error' | 'invalid_response' | 'unknown';

/** A failed API call. `status` 0 means the request never got an answer (network failure). */
export class ApiError extends Error {
  override readonly name = 'ApiError';

  constructor(
    readonly status: number,
    readonly code: ApiErrorCode,
    message: string,
    /** The server's error body, when it sent one. */
    readonly body?: ErrorBody,
  ) {
    super(message);
  }

  /** The server's own explanation, if it gave one. */
  get serverMessage(): string | undefined {
    return this.body?.error.message || undefined;
  }
}
