import type { OtpPurpose } from '#shared/db/keys';
import type { OtpRecord, SendWindow } from '#core/auth/domain/otp-policy';
import type { OtpStore } from '#core/auth/ports/otp-store';

/** In-memory codes and send windows for fast unit tests; same contract as the DynamoDB adapter. */
export function memoryOtpStore(): OtpStore {
  const codes = new Map<string, OtpRecord>();
  const windows = new Map<string, { window: SendWindow; version: number }>();
  const codeKey = (purpose: OtpPurpose, e164: string) => `${purpose}|${e164}`;
  return {
    async getSendWindow(e164, requester) {
      const found = windows.get(`${e164}|${requester ?? ''}`);
      return found ? structuredClone(found) : { window: { sends: [] }, version: 0 };
    },
    async saveSendWindow(e164, window, expectedVersion, _expiresAt, requester) {
      const key = `${e164}|${requester ?? ''}`;
      const version = windows.get(key)?.version ?? 0;
      if (version !== expectedVersion) return false;
      windows.set(key, { window: structuredClone(window), version: version + 1 });
      return true;
    },
    async putCode(purpose, e164, record) {
      codes.set(codeKey(purpose, e164), { ...record });
    },
    async getCode(purpose, e164) {
      const found = codes.get(codeKey(purpose, e164));
      return found ? { ...found } : null;
    },
    async claimAttempt(purpose, e164) {
      const found = codes.get(codeKey(purpose, e164));
      if (!found) return null;
      codes.set(codeKey(purpose, e164), { ...found, attempts: found.attempts + 1 });
      return { ...found };
    },
    async consumeCode(purpose, e164, codeHash) {
      const key = codeKey(purpose, e164);
      if (codes.get(key)?.codeHash !== codeHash) return false;
      codes.delete(key);
      return true;
    },
  };
}
