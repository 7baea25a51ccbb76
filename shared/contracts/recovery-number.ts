import * as z from './zod';
import { schema } from './schema';
import { OtpCode } from './common';
import { PhoneNumber } from './phone-number';
import { RecoveryId } from './recovery';

// The recovery's requests that carry a number typed by the person (apart: they need the phone check).

/** POST /auth/recovery/number: the new number, to text a code to. */
export const RecoveryNumberRequest = /* @__PURE__ */ schema(() =>
  z.strictObject({ recoveryId: RecoveryId, phoneNumber: PhoneNumber }),
);
export type RecoveryNumberRequest = z.input<typeof RecoveryNumberRequest>;

/** POST /auth/recovery/number/verify: the new number and the code texted to it. */
export const VerifyRecoveryNumberRequest = /* @__PURE__ */ schema(() =>
  z.strictObject({ recoveryId: RecoveryId, phoneNumber: PhoneNumber, code: OtpCode }),
);
export type VerifyRecoveryNumberRequest = z.input<typeof VerifyRecoveryNumberRequest>;
