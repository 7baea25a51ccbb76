import type { z } from 'zod';
import { omit } from 'zod/mini';
import { RegisterVerifyOtpRequest } from '@shared/contracts';

/** The sign-up form: the verify-otp request without the code, which comes in the second step. */
export const SignupDetailsSchema = omit(RegisterVerifyOtpRequest, { code: true });
export type SignupDetailsInput = z.input<typeof SignupDetailsSchema>;
export type SignupDetails = z.output<typeof SignupDetailsSchema>;
