import * as z from './zod';
import { schema } from './schema';
import { cleanText, Email, PersonName } from './common';

export const ContactRequest = /* @__PURE__ */ schema(() =>
  z.strictObject({
    name: PersonName('Name'),
    email: Email,
    subject: z._default(
      z
        .string({ error: 'Subject must be text' })
        .check(
          z.trim(),
          z.maxLength(200, 'Subject must be at most 200 characters'),
          z.superRefine(cleanText('Subject')),
        ),
      '',
    ),
    message: z
      .string({ error: 'Message is required' })
      .check(
        z.trim(),
        z.minLength(1, 'Message is required'),
        z.maxLength(5000, 'Message must be at most 5000 characters'),
        z.superRefine(cleanText('Message', { multiline: true })),
      ),
  }),
);
export type ContactRequest = z.input<typeof ContactRequest>;
