import { normalizeEmail } from '../../mailing/domain/email-address';
import type { User } from './user';

/** The user's email is proven: the address on file is the one its code was sent to and confirmed from. */
export const isEmailVerified = (user: Pick<User, 'email' | 'verifiedEmail'>): boolean =>
  user.verifiedEmail !== undefined && user.verifiedEmail === normalizeEmail(user.email);
