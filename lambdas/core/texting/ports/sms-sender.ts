export interface OutgoingSms {
  /** E.164 destination. */
  to: string;
  body: string;
}
export interface SmsSender {
  /** Sends one text; resolves with the provider's message id. Failures throw SmsSendError. */
  send(sms: OutgoingSms): Promise<{ messageId: string }>;
}

/**
 * Why a send failed. `throttled`: the provider asked us to slow down (retry later, with backoff);
 * `rejected`: it will never go (opted-out or blocked destination, invalid number): do not retry.
 * `optedOut`: rejected because the number is on an opt-out list (ours, or the provider's).
 */
export class SmsSendError extends Error {
  constructor(
    readonly reason: 'throttled' | 'rejected',
    message: string,
    readonly optedOut = false,
  ) {
    super(message);
    this.name = 'SmsSendError';
  }
}
