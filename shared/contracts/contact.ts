import * as z from 'zod';
import { cleanText, Email, PersonName } from './common';

export const ContactRequest = z
  .object({
    name: PersonName('Name'),
    email: Email,
    subject: z.string({ error: 'Subject must be text' }).trim().max(200, 'Subject must be at most 200 characters').superRefine(cleanText('Subject')).default(''),
    message: z.string({ error: 'Message is required' }).trim().min(1, 'Message is required').max(5000, 'Message must be at most 5000 characters')
      .superRefine(cleanText('Message', { multiline: true })),
  })
  .strict();
export type ContactRequest = z.input<typeof ContactRequest>;
