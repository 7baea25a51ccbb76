import * as z from './zod';
import { schema } from './schema';
import { Buddy } from './escalation';
import { OtpCode } from './common';
import { SubscriptionStatusResponse } from './subscription';
import { OccurrenceOutcome, Task } from './tasks';
import { NagStyle } from './user';
import { CALL_RESULTS } from '../vocabulary';

/** POST /user/account/delete: the code just texted to the account's own number (a session alone is not enough). */
export const DeleteAccountRequest = /* @__PURE__ */ schema(() => z.strictObject({ code: OtpCode }));
export type DeleteAccountRequest = z.input<typeof DeleteAccountRequest>;
export const AccountDeleted = /* @__PURE__ */ schema(() => z.object({ deleted: z.literal(true), message: z.string() }));
export type AccountDeleted = z.infer<typeof AccountDeleted>;

/** A reminder as the API shows it (its `recurrence` is the RFC 5545 rule of its repeat). */
export const ExportedReminder = Task;

/** GET /user/export: everything we keep about the caller, and nothing of anyone else (no code hashes, no session ids). */
export const AccountExport = /* @__PURE__ */ schema(() =>
  z.object({
    exportedAt: z.string(),
    profile: z.object({
      id: z.string(),
      firstName: z.string(),
      lastName: z.string(),
      email: z.string(),
      phoneNumber: z.string(),
      timezone: z.string(),
      quietHoursStart: z.string(),
      quietHoursEnd: z.string(),
      nagStyle: NagStyle,
      weeklySummaryOptIn: z.boolean(),
      smsTransactionalOptIn: z.boolean(),
      smsMarketingOptIn: z.boolean(),
      smsOptedOut: z.boolean(),
      smsPausedUntil: z.optional(z.string()),
      /** When calls were agreed to, the buddy named (and where they stand), since when texts fail. */
      callConsentAt: z.optional(z.string()),
      buddy: z.optional(Buddy),
      textsFailingSince: z.optional(z.string()),
      createdAt: z.string(),
      updatedAt: z.string(),
    }),
    subscription: SubscriptionStatusResponse,
    /** The people who joined to get the account's reminders (nothing else about them): each link, in any state. */
    people: z.array(
      z.object({
        firstName: z.string(),
        phoneNumber: z.string(),
        status: z.enum(['joined', 'left', 'removed']),
        joinedAt: z.string(),
        endedAt: z.optional(z.string()),
      }),
    ),
    reminders: z.array(ExportedReminder),
    /** Every occurrence that ended: done, skipped or missed, when, and from where. */
    occurrences: z.array(
      z.object({
        reminderId: z.string(),
        occurrenceDate: z.string(),
        occurrenceAt: z.string(),
        outcome: OccurrenceOutcome,
        at: z.string(),
        via: z.optional(z.enum(['web', 'sms'])),
      }),
    ),
    /** Every nag: which reminder and occurrence, its rung, when it was due and sent, and how it went. */
    nags: z.array(
      z.object({
        id: z.string(),
        reminderId: z.string(),
        occurrenceDate: z.string(),
        attempt: z.number().check(z.int()),
        scheduledTime: z.string(),
        sentAt: z.optional(z.string()),
        status: z.enum(['pending', 'sent', 'failed']),
        message: z.string(),
      }),
    ),
    /** Every text we sent and received, and every call placed, oldest first. */
    texts: z.array(
      z.object({
        direction: z.enum(['outbound', 'inbound']),
        channel: z.enum(['sms', 'voice']),
        from: z.string(),
        to: z.string(),
        body: z.string(),
        at: z.string(),
        status: z.enum(['pending', 'delivered', 'failed']),
        /** A call's outcome, once its provider reported it. */
        callResult: z.optional(z.enum(CALL_RESULTS)),
      }),
    ),
  }),
);
export type AccountExport = z.infer<typeof AccountExport>;

/** The private calendar feed: its path (under the site's origin) while one exists. */
export const CalendarFeedState = /* @__PURE__ */ schema(() =>
  z.object({ path: z.nullable(z.string()), createdAt: z.optional(z.string()) }),
);
export type CalendarFeedState = z.infer<typeof CalendarFeedState>;

/**
 * GET /calendar/{feedToken}: any string; a token of the wrong shape is simply not found (404), like a revoked one.
 * Calendars like a `.ics` ending, so the path carries one.
 */
export const CalendarFeedParams = /* @__PURE__ */ schema(() =>
  z.object({ feedToken: z.string().check(z.maxLength(200)) }),
);
/** What the feed handler hands the HTTP layer: the calendar text and its entity tag. */
export const CalendarFeedBody = /* @__PURE__ */ schema(() => z.object({ calendar: z.string(), etag: z.string() }));
