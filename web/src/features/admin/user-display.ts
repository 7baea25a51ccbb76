import type { AdminUser } from '../../../../shared/contracts';

/** Spec section 2: "No Name" when the full name is missing, "N/A" when the email is. */
export const displayName = (user: Pick<AdminUser, 'fullName'>) => user.fullName.trim() || 'No Name';
export const displayEmail = (user: Pick<AdminUser, 'email'>) => user.email.trim() || 'N/A';
