import { z } from 'zod';
import { Email, PersonName, PhoneNumber } from '@shared/contracts';

/** My Info: the four editable fields, checked with the same rules the server applies. */
export const ProfileFormSchema = z.object({
  firstName: PersonName('First name'),
  lastName: PersonName('Last name'),
  email: Email,
  /** Normalized and given as E.164, so it compares with the number on file. */
  phoneNumber: PhoneNumber,
});
export type ProfileFormInput = z.input<typeof ProfileFormSchema>;
export type ProfileFormValues = z.output<typeof ProfileFormSchema>;
