import type { OtpPurpose } from '#shared/db/keys';
import type { OtpRecord, SendWindow } from '../domain/otp-policy';

export interface VersionedSendWindow {
  window: SendWindow;
  /** 0 when nothing is stored for the number. */
  version: number;
}

/**
 * One-time codes, one per purpose and number, and each number's window of recent sends. Writes that
 * decide a limit are conditional, so two concurrent requests can never both pass the same check.
 */
export interface OtpStore {
  /**
   * The number's window of sends; with `requester` (who asked: a client network), that requester's own window for
   * the number, kept apart from everyone else's (stored by a digest of it, never readable).
   */
  getSendWindow(e164: string, requester?: string): Promise<VersionedSendWindow>;
  /** Saves only if the stored version is still `expectedVersion`; false when another request won the race. */
  saveSendWindow(
    e164: string,
    window: SendWindow,
    expectedVersion: number,
    expiresAt: Date,
    requester?: string,
  ): Promise<boolean>;
  /** Stores a fresh code for this purpose and number, replacing any earlier one. */
  putCode(purpose: OtpPurpose, e164: string, record: OtpRecord): Promise<void>;
  getCode(purpose: OtpPurpose, e164: string): Promise<OtpRecord | null>;
  /**
   * Counts one verification attempt atomically and returns the code as it was before; null when no code
   * is stored. Counting before comparing caps the guesses even under concurrent requests.
   */
  claimAttempt(purpose: OtpPurpose, e164: string): Promise<OtpRecord | null>;
  /** Deletes the code only while it is still the one with this hash; false when used or replaced meanwhile. */
  consumeCode(purpose: OtpPurpose, e164: string, codeHash: string): Promise<boolean>;
}
