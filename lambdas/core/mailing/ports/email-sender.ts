/** One email: short plain text, the same words as simple HTML beside it. */
export interface OutgoingEmail {
  /** The address as the user gave it. */
  to: string;
  subject: string;
  text: string;
  html: string;
}

export interface EmailSender {
  /** Sends one email; resolves with the provider's message id. Failures throw EmailSendError. */
  send(email: OutgoingEmail): Promise<{ messageId: string }>;
}

/**
 * Why a send failed. `throttled`: the provider asked us to slow down (a retry may work); `rejected`: it will never go
 * (an address the provider refuses, an identity not verified): do not retry.
 */
export class EmailSendError extends Error {
  constructor(
    readonly reason: 'throttled' | 'rejected',
    message: string,
  ) {
    super(message);
    this.name = 'EmailSendError';
  }
}
