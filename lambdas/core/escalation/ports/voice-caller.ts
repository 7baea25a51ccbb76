export interface OutgoingCall {
  /** E.164 destination. */
  to: string;
  /** The SSML the call speaks (see domain/call-script). */
  ssml: string;
  /** The same words once, as plain text: what the call's record (and the phone simulator) shows. */
  words: string;
}
export interface VoiceCaller {
  /**
   * NagText's number in E.164, which every call states so that the person can call back (47 CFR 64.1200(b)(2)):
   * in AWS the configured number of the origination identity, locally the stand-in's number.
   */
  readonly callbackNumber: string;
  /** Places one call; resolves with the provider's message id. Failures throw VoiceCallError. */
  call(call: OutgoingCall): Promise<{ messageId: string }>;
}

/**
 * Why a call failed. `throttled`: the provider asked us to slow down (retry later); `rejected`: it will never go
 * (opted-out or blocked destination, voice sandbox, invalid number, price over the cap): do not retry.
 */
export class VoiceCallError extends Error {
  constructor(
    readonly reason: 'throttled' | 'rejected',
    message: string,
  ) {
    super(message);
    this.name = 'VoiceCallError';
  }
}
