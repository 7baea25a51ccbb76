import { hkdfSync } from 'node:crypto';

const LABEL = 'nagtext/otp-code-pepper/v1';

/** The one-time-code pepper, derived from the signing secret so the two keys are never the same bytes. */
export function deriveOtpPepper(secret: string): Uint8Array {
  return new Uint8Array(hkdfSync('sha256', secret, '', LABEL, 32));
}
