import type { AdminUser } from '@shared/contracts';
import { formatPhone } from '@shared/phone';

/** "No Name" when the full name is missing, "N/A" when the email is. */
export const displayName = (user: Pick<AdminUser, 'fullName'>) => user.fullName.trim() || 'No Name';
export const displayEmail = (user: Pick<AdminUser, 'email'>) => user.email.trim() || 'N/A';
/** Numbers as people read them (+1 415-555-0199), not as stored. */
export const displayPhone = (user: Pick<AdminUser, 'phoneNumber'>) => formatPhone(user.phoneNumber);
