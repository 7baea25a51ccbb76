import * as z from './zod';
import { schema } from './schema';
import { PageQuery, SortOrder } from './common';
import { Profile } from './user';
import { CALL_RESULTS, SECURITY_EVENT_TYPES } from '../vocabulary';

/** A user as an admin sees them: the profile plus what only admins manage. */
export const AdminUser = /* @__PURE__ */ schema(() =>
  z.extend(Profile, {
    fullName: z.string(),
    isActive: z.boolean(),
    /**
     * The user agreed to texts (smsTransactionalOptIn or smsMarketingOptIn) and has not replied STOP (smsOptedOut).
     * False for a user who never agreed to any text, as for one who opted out.
     */
    smsOptIn: z.boolean(),
  }),
);
export type AdminUser = z.infer<typeof AdminUser>;

/** One security event of an account, as the admin's user page lists it: what happened and when. */
export const SecurityEvent = /* @__PURE__ */ schema(() =>
  z.object({ type: z.enum(SECURITY_EVENT_TYPES), at: z.string() }),
);
export type SecurityEvent = z.infer<typeof SecurityEvent>;

/** The most security events the user page shows (newest first). */
export const ADMIN_SECURITY_EVENTS_SHOWN = 50;

/**
 * One person linked to the user's reminders (they texted JOIN with the user's invite), in any state: joined (live),
 * left (they replied LEAVE) or removed (the user removed them). endedAt: when a left or removed one ended.
 */
export const AdminPerson = /* @__PURE__ */ schema(() =>
  z.object({
    id: z.string(),
    firstName: z.string(),
    phoneNumber: z.string(),
    status: z.enum(['joined', 'left', 'removed']),
    joinedAt: z.string(),
    endedAt: z.optional(z.string()),
    /** In the user's household (shared chores may go to them) while joined. */
    household: z.boolean(),
  }),
);
export type AdminPerson = z.infer<typeof AdminPerson>;

/** An open invite for a person (not used, not expired): who it is for and until when. Never its code. */
export const AdminPersonInvite = /* @__PURE__ */ schema(() =>
  z.object({ firstName: z.string(), expiresAt: z.string(), household: z.boolean() }),
);
export type AdminPersonInvite = z.infer<typeof AdminPersonInvite>;

/**
 * GET /admin/users/{userId}: the user, with their latest security events, newest first; the people linked to their
 * reminders (every state, oldest joined first) and their open invites for people (newest first).
 */
export const AdminUserDetail = /* @__PURE__ */ schema(() =>
  z.extend(AdminUser, {
    securityEvents: z.array(SecurityEvent),
    people: z.array(AdminPerson),
    personInvites: z.array(AdminPersonInvite),
  }),
);
export type AdminUserDetail = z.infer<typeof AdminUserDetail>;

export const UserIdParams = /* @__PURE__ */ schema(() =>
  z.object({ userId: z.string().check(z.minLength(1), z.maxLength(64)) }),
);

export const ListUsersQuery = /* @__PURE__ */ schema(() =>
  z.strictObject({
    ...PageQuery.shape,
    search: z.optional(z.string().check(z.trim(), z.maxLength(100, 'Search must be at most 100 characters'))),
  }),
);
export const ListUsersResponse = /* @__PURE__ */ schema(() =>
  z.object({
    users: z.array(AdminUser),
    total: z.number().check(z.int()),
    /** A search matched more users than it counts: total is a floor; refine the search. */
    totalIsCapped: z.optional(z.boolean()),
  }),
);
export type ListUsersResponse = z.infer<typeof ListUsersResponse>;

export const UserDeleted = /* @__PURE__ */ schema(() => z.object({ id: z.string(), deleted: z.literal(true) }));

const oneOf = (what: string, values: readonly string[]) => `${what} must be one of: ${values.join(', ')}`;

/** An admin list's query: an unknown sortField or status is refused (400), never a silent default. */
const listQuery = <const F extends readonly [string, ...string[]], const S extends readonly [string, ...string[]]>(
  sortFields: F,
  defaultSort: F[number],
  defaultOrder: 'asc' | 'desc',
  statuses: S,
) =>
  z.strictObject({
    ...PageQuery.shape,
    sortField: z._default(z.enum(sortFields, { error: oneOf('sortField', sortFields) }), defaultSort as never),
    sortOrder: z._default(SortOrder, defaultOrder),
    status: z._default(
      z.enum([...statuses, ''] as unknown as readonly [...S, ''], {
        error: oneOf('status', [...statuses, '(empty for all)']),
      }),
      '' as never,
    ),
    searchTerm: z._default(
      z.string().check(z.trim(), z.maxLength(200, 'searchTerm must be at most 200 characters')),
      '',
    ),
  });

export const NotificationStatus = /* @__PURE__ */ schema(() => z.enum(['pending', 'sent', 'failed']));
export const AdminNotification = /* @__PURE__ */ schema(() =>
  z.object({
    id: z.string(),
    reminderId: z.string(),
    message: z.string(),
    status: NotificationStatus,
    scheduledTime: z.string(),
    sentAt: z.optional(z.string()),
    attempt: z.number().check(z.int()),
    /** A failed nag sent once more (a failing number's retry): when. Shown as Resent, not Failed. */
    resentAt: z.optional(z.string()),
  }),
);
export type AdminNotification = z.infer<typeof AdminNotification>;
export const NotificationsQuery = listQuery(['scheduledTime', 'status', 'message'], 'scheduledTime', 'desc', [
  'pending',
  'sent',
  'failed',
]);
export const NotificationsResponse = /* @__PURE__ */ schema(() =>
  z.object({ notifications: z.array(AdminNotification), total: z.number().check(z.int()) }),
);

/**
 * The admin view's own vocabulary: completed instead of done, none instead of once; missed and paused, the two
 * other states a reminder may rest in, as they are.
 */
export const ADMIN_TASK_STATUSES = ['pending', 'completed', 'missed', 'paused'] as const;
export const AdminTask = /* @__PURE__ */ schema(() =>
  z.object({
    id: z.string(),
    task: z.string(),
    scheduledTime: z.string(),
    repeat: z.enum(['none', 'daily', 'weekly', 'monthly', 'custom']),
    status: z.enum(ADMIN_TASK_STATUSES),
    createdAt: z.string(),
  }),
);
export type AdminTask = z.infer<typeof AdminTask>;
export const TasksQuery = listQuery(
  ['scheduledTime', 'task', 'status', 'createdAt'],
  'scheduledTime',
  'asc',
  ADMIN_TASK_STATUSES,
);
export const AdminTasksResponse = /* @__PURE__ */ schema(() =>
  z.object({ tasks: z.array(AdminTask), total: z.number().check(z.int()) }),
);

export const MessageStatus = /* @__PURE__ */ schema(() => z.enum(['pending', 'delivered', 'failed']));
export const AdminMessage = /* @__PURE__ */ schema(() =>
  z.object({
    id: z.string(),
    from: z.string(),
    to: z.string(),
    body: z.string(),
    direction: z.enum(['outbound', 'inbound']),
    /** sms (absent on older records) or voice: a call, `body` its words. */
    channel: z.optional(z.enum(['sms', 'voice'])),
    status: MessageStatus,
    /** A call's outcome, once its provider reported it (answered, busy, no_answer, failed). */
    callResult: z.optional(z.enum(CALL_RESULTS)),
    receivedAt: z.string(),
  }),
);
export type AdminMessage = z.infer<typeof AdminMessage>;
export const MessagesQuery = listQuery(['receivedAt', 'status', 'body'], 'receivedAt', 'desc', [
  'pending',
  'delivered',
  'failed',
]);
export const MessagesResponse = /* @__PURE__ */ schema(() =>
  z.object({
    messages: z.array(AdminMessage),
    total: z.number().check(z.int()),
    /** Of all the user's texts (whatever the filters), those counted in the stats' Messages Sent: outbound ones the carrier accepted. */
    sent: z.number().check(z.int()),
  }),
);

export const MonthlyStat = /* @__PURE__ */ schema(() =>
  z.object({
    month: z.string(),
    revenue: z.number(),
    newUsers: z.number().check(z.int()),
    newSubscriptions: z.number().check(z.int()),
    /** Messages Sent that month (see totalMessages). */
    messagesSent: z.number().check(z.int()),
    /** Calls placed that month (the last rung of a ladder, or a failing number's fallback). */
    callsPlaced: z.number().check(z.int()),
  }),
);
export const AdminStats = /* @__PURE__ */ schema(() =>
  z.object({
    totalUsers: z.number().check(z.int()),
    totalSubscriptions: z.number().check(z.int()),
    /**
     * Messages Sent: texts NagText sent users that the carrier accepted (nags, answers to replies, notices); not the
     * users' own texts, texts refused, codes or the welcome text. A user's Messages tab counts theirs the same way (`sent`).
     */
    totalMessages: z.number().check(z.int()),
    totalRevenue: z.number(),
    /** Calls placed, all time: not counted in totalMessages. */
    totalCalls: z.number().check(z.int()),
    /** Joined People: the links to users' reminders live now (a person who joined, and has not left or been removed). */
    totalJoinedPeople: z.number().check(z.int()),
    monthlyStats: z.array(MonthlyStat),
  }),
);
export type AdminStats = z.infer<typeof AdminStats>;

export const DatabaseTables = /* @__PURE__ */ schema(() =>
  z.object({ tables: z.array(z.object({ table_name: z.string() })) }),
);
export const DatabaseQueryRequest = /* @__PURE__ */ schema(() =>
  z.strictObject({
    query: z
      .string({ error: 'Query is required' })
      .check(z.trim(), z.minLength(1, 'Query is required'), z.maxLength(10000, 'Query is too long')),
  }),
);
export type DatabaseQueryRequest = z.input<typeof DatabaseQueryRequest>;
export const DatabaseQueryResult = /* @__PURE__ */ schema(() =>
  z.object({
    columns: z.array(z.string()),
    rows: z.array(z.record(z.string(), z.unknown())),
    /** More rows were there than the LIMIT (default 100). */
    truncated: z.boolean(),
    /** The LIMIT that applied. */
    limit: z.number().check(z.int()),
  }),
);
export type DatabaseQueryResult = z.infer<typeof DatabaseQueryResult>;

/** Every statement run in the console (refused and failed ones too): who, when, what, how many rows. */
export const DatabaseQueryHistoryQuery = /* @__PURE__ */ schema(() => z.strictObject(PageQuery.shape));
export const DatabaseQueryHistoryEntry = /* @__PURE__ */ schema(() =>
  z.object({
    id: z.string(),
    /** `admin:<username>` for an admin log-in account, else the admin-role user's id. */
    adminId: z.string(),
    at: z.string(),
    statement: z.string(),
    outcome: z.enum(['ok', 'refused', 'failed']),
    rowCount: z.number().check(z.int()),
    message: z.optional(z.string()),
  }),
);
export type DatabaseQueryHistoryEntry = z.infer<typeof DatabaseQueryHistoryEntry>;
export const DatabaseQueryHistory = /* @__PURE__ */ schema(() =>
  z.object({ queries: z.array(DatabaseQueryHistoryEntry), total: z.number().check(z.int()) }),
);

/** The dashboard's recent failed texts (nags the provider refused or could not deliver), newest first. */
export const FailedTextsQuery = /* @__PURE__ */ schema(() =>
  z.strictObject({
    limit: z._default(
      z.coerce.number().check(z.int(), z.gte(1, 'limit must be from 1 to 50'), z.lte(50, 'limit must be from 1 to 50')),
      10,
    ),
  }),
);
export const FailedText = /* @__PURE__ */ schema(() =>
  z.object({
    userId: z.string(),
    /** The user's full name, or empty when the user is gone. */
    userName: z.string(),
    nagId: z.string(),
    message: z.string(),
    failureReason: z.optional(z.string()),
    failedAt: z.string(),
    /** When it was sent once more (a failing number's retry). */
    resentAt: z.optional(z.string()),
  }),
);
export type FailedText = z.infer<typeof FailedText>;
export const FailedTextsResponse = /* @__PURE__ */ schema(() => z.object({ texts: z.array(FailedText) }));

export const ContactMessagesQuery = /* @__PURE__ */ schema(() => z.strictObject(PageQuery.shape));
export const ContactMessage = /* @__PURE__ */ schema(() =>
  z.object({
    id: z.string(),
    name: z.string(),
    email: z.string(),
    subject: z.string(),
    message: z.string(),
    createdAt: z.string(),
  }),
);
export type ContactMessage = z.infer<typeof ContactMessage>;
export const ContactMessagesResponse = /* @__PURE__ */ schema(() =>
  z.object({ messages: z.array(ContactMessage), total: z.number().check(z.int()) }),
);
