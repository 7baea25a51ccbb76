import * as z from 'zod';
import { Profile } from './user';

/** Answer to every "send me a code" call. */
export const CodeSent = z.object({
  message: z.string(),
  phoneNumber: z.string(),
  /** Seconds before another code may be requested for this number. */
  resendAfterSeconds: z.number().int(),
  expiresInSeconds: z.number().int(),
});
export type CodeSent = z.infer<typeof CodeSent>;

export const SessionResponse = z.object({ token: z.string(), user: Profile });
export type SessionResponse = z.infer<typeof SessionResponse>;

export const AdminLoginRequest = z
  .object({
    username: z.string({ error: 'Username is required' }).trim().min(1, 'Username is required').max(64),
    password: z.string({ error: 'Password is required' }).min(1, 'Password is required').max(256),
  })
  .strict();
export type AdminLoginRequest = z.input<typeof AdminLoginRequest>;
export const AdminSession = z.object({ token: z.string(), expiresAt: z.string() });
export type AdminSession = z.infer<typeof AdminSession>;
