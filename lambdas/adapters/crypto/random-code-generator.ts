import { randomInt } from 'node:crypto';
import { OTP_CODE_LENGTH } from '#core/auth/domain/otp-policy';
import type { CodeGenerator } from '#core/auth/ports/codes';

/** Uniform over every OTP_CODE_LENGTH-digit string, leading zeros included, from the CSPRNG. */
export const randomCodeGenerator: CodeGenerator = {
  next: () => String(randomInt(0, 10 ** OTP_CODE_LENGTH)).padStart(OTP_CODE_LENGTH, '0'),
};
