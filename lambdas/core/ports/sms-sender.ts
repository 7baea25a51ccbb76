export interface OutgoingSms {
  /** E.164 destination. */
  to: string;
  body: string;
}
export interface SmsSender {
  /** Sends one text; resolves with the provider's message id. */
  send(sms: OutgoingSms): Promise<{ messageId: string }>;
}
