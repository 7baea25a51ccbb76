/** A refusal in Stripe's own error format: `{ "error": { "type", "code", "message", "param" } }` with its status. */
export class SandboxError extends Error {
  constructor(
    readonly status: number,
    readonly type: 'invalid_request_error' | 'card_error' | 'idempotency_error' | 'api_error',
    message: string,
    readonly code?: string,
    readonly param?: string,
  ) {
    super(message);
    this.name = 'SandboxError';
  }

  get body() {
    return {
      error: {
        type: this.type,
        message: this.message,
        ...(this.code ? { code: this.code } : {}),
        ...(this.param ? { param: this.param } : {}),
        ...(this.code ? { doc_url: `https://stripe.com/docs/error-codes/${this.code.replace(/_/g, '-')}` } : {}),
      },
    };
  }
}

export const missingResource = (kind: string, id: string, param = 'id') =>
  new SandboxError(404, 'invalid_request_error', `No such ${kind}: '${id}'`, 'resource_missing', param);

export const missingParam = (param: string) =>
  new SandboxError(400, 'invalid_request_error', `Missing required param: ${param}.`, 'parameter_missing', param);

export const invalidParam = (param: string, message: string) =>
  new SandboxError(400, 'invalid_request_error', message, 'parameter_invalid', param);
