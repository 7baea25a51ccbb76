import type { ErrorCode } from '#shared/contracts/common';

export interface ErrorExtras {
  issues?: { path: string; message: string }[];
  shouldSignup?: boolean;
  retryAfterSeconds?: number;
  /** The rate rule that refused (logged with the request, never sent to the client). */
  limit?: string;
}

/** Every expected failure: a code the http layer maps to a status, and a message a person can read. */
export class DomainError extends Error {
  constructor(
    readonly code: ErrorCode,
    message: string,
    readonly extras: ErrorExtras = {},
  ) {
    super(message);
    this.name = 'DomainError';
  }
}

export function fail(code: ErrorCode, message: string, extras?: ErrorExtras): never {
  throw new DomainError(code, message, extras);
}
