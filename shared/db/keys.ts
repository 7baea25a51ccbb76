/**
 * The only place a `#` key is built. Access patterns:
 *
 * Data table
 * - user by id ................. GetItem  pk=USER#id            sk=PROFILE
 * - user by phone .............. GetItem  pk=PHONE#e164         sk=GUARD           (uniqueness guard, holds userId)
 * - all users, newest first .... Query    gsi1pk=USERS          gsi1sk=<createdAt>#<id>
 * - user's reminders ........... Query    pk=USER#id            sk begins_with REMINDER#
 * - user's notifications ....... Query    pk=USER#id            sk begins_with NOTIF#
 * - user's completions ......... Query    pk=USER#id            sk begins_with DONE#<reminderId>#<occurrenceDate>
 * - occurrences that had a call  Query    pk=USER#id            sk between CALLED#<reminderId>#<date> (a reminder's history page)
 * - user's next reminder ref ... GetItem  pk=USER#id            sk=COUNTER#REF     (atomic ADD)
 * - text by provider message id  Query    gsi2pk=SMSID#<id>     (on the notification and message items: receipts, reply targeting)
 * - user's messages ............ Query    pk=USER#id            sk begins_with MSG#   (time ordered)
 * - user's security events ..... Query    pk=USER#id            sk begins_with SECURITY#  (time ordered; the admin reads newest first)
 * - user by Stripe customer .... Query    gsi2pk=STRIPE#cus_... (on the user item)
 * - admin account .............. GetItem  pk=ADMIN#username     sk=ACCOUNT
 * - all admin accounts ......... Query    gsi1pk=ADMINS         gsi1sk=<username>
 * - monthly stats .............. GetItem  pk=STATS              sk=MONTH#yyyy-mm   (and sk=TOTAL)
 * - what works, a month ......... BatchGet pk=EFFECT#yyyy-mm#<shard>    sk=STYLE#<nag style>  (ADDed with each completion;
 * - what works, a day ........... BatchGet pk=EFFECT#yyyy-mm-dd#<shard> sk=DAY             16 shards, summed on read)
 * - processed outside event .... GetItem  pk=EVENT#source#id    sk=EVENT           (idempotency, TTL)
 * - once-per-window mark ....... PutItem  pk=MARK#key           sk=MARK            (reply hints, TTL)
 * - texts sent in one second ... UpdateItem pk=SENDSLOT#<epoch s> sk=SLOT           (send pacing, TTL)
 * - contact messages ........... Query    gsi1pk=CONTACT        gsi1sk=<createdAt>#<id>
 * - contact messages by sender .. Query    gsi2pk=CONTACT_FROM#email  gsi2sk=<createdAt>#<id>  (the hourly cap)
 * - users by search word ....... Query    pk=USERSEARCH#<prefix> sk=<createdAt>#<id>  (newest first; `terms` filters further words)
 * - active admin-role users .... Query    pk=ACTIVE_ADMIN_USERS  sk=<createdAt>#<id>
 * - users created per day ...... Query    pk=USER_DAYS          sk=DAY#yyyy-mm-dd    (count: the admin list's total and deep pages)
 * - console query history ...... Query    pk=CONSOLE_QUERIES    sk=<at>#<id>         (newest first)
 * - recent failed texts ........ Query    gsi1pk=FAILED_TEXTS   gsi1sk=<failedAt>#<userId>#<nagId>  (on the notification item)
 * - how many contact messages .. GetItem  pk=CONTACT#COUNT      sk=TOTAL           (ADDed with each message)
 * - ended session .............. GetItem  pk=SESSION#<token id> sk=ENDED        (logout; TTL = the token's expiry)
 * - who asked a number as buddy  Query    pk=BUDDY#e164         sk begins_with USER#  (one link per owner whose buddy it is;
 *                                                                                      written with the owner's `buddy`)
 * - an invite by its code ....... GetItem  pk=INVITE#<code>      sk=INVITE          (JOIN; TTL a month after it expires)
 * - an owner's invites .......... Query    pk=USER#<id>          sk begins_with INVITE#  (the copy Settings lists)
 * - an owner's people ........... Query    pk=USER#<id>          sk begins_with PERSON#  (one per person who joined, any state)
 * - how many people are live .... GetItem  pk=USER#<id>          sk=PEOPLE          (ADDed on JOIN, LEAVE and Remove, capped)
 * - a number's links to owners .. Query    pk=PERSONLINK#e164    sk begins_with USER#  (the same person, written with the owner's copy)
 * - its reminders' next number .. UpdateItem pk=PERSONLINK#e164  sk=COUNTER#REF     (ADD 1: one numbering across owners)
 * - a number's opt-out ......... GetItem  pk=OPTOUT#<sha-256 of e164> sk=NUMBER  (STOP from any number, until START; no
 *                                                                                      user's partition: it outlives the account)
 * - a number's free trial ...... GetItem  pk=TRIAL#<sha-256 of e164> sk=NUMBER   (written once when its trial starts or an
 *                                                                                      account that had one is erased; no user's
 *                                                                                      partition: no second trial after deletion)
 *
 * - account by verified email .. GetItem  pk=EMAIL#<normalized address> sk=GUARD  (uniqueness guard, holds userId;
 *                                                                                      written when the address is verified)
 * - a suppressed email address . GetItem  pk=SUPPRESSED#<sha-256 of address> sk=EMAIL  (a bounce or complaint; no user's
 *                                                                                      partition: it outlives the account)
 * - a recovery by its id ........ GetItem  pk=RECOVERY#<id>      sk=RECOVERY        (TTL: a month after it began)
 * - an account's open recovery .. GetItem  pk=USER#id            sk=RECOVERY        (holds its id: one open per account)
 *
 * Auth table
 * - one-time code .............. GetItem  pk=OTP#purpose#e164   sk=CODE            (TTL)
 * - code sends in the last hour  GetItem  pk=OTPSENDS#e164      sk=WINDOW          (TTL; a log-in or sign-up code's:
 *                                                     sk=WINDOW#<hashed network of who asked>, one window per requester)
 * - admin credentials .......... GetItem  pk=ADMIN#username     sk=CREDENTIALS
 * - rate-limit window ........... UpdateItem pk=RATE#<rule>#<hashed subject> sk=W#<window start, epoch s> (atomic ADD, TTL)
 * - rolling rate-limit log ...... UpdateItem pk=RATE#<rule>#<hashed subject> sk=ROLLING  (the latest events' times, versioned, TTL)
 */
/** `phone_change`: the code to the new number; `phone_change_current`: the one to the number on file that approves the move. */
export type OtpPurpose =
  | 'login'
  | 'register'
  | 'phone_change'
  | 'phone_change_current'
  | 'account_deletion'
  /** The code emailed to verify an address: stored under the account's id (not a number), bound to the address. */
  | 'email_verify'
  /** A recovery's emailed code: stored under the recovery's id, bound to it and the address. */
  | 'recovery_email'
  /** A recovery's code texted to the new number: stored under that number, bound to the recovery. */
  | 'recovery_phone';
export const USER_LIST_PARTITION = 'USERS';
export const ADMIN_LIST_PARTITION = 'ADMINS';
export const CONTACT_LIST_PARTITION = 'CONTACT';
/** Every rate-limit window's partition key starts so (IAM can grant these items alone). */
export const RATE_WINDOW_PREFIX = 'RATE#';
/** The partition prefix of a suppressed address (the email-feedback function may write these items alone). */
export const EMAIL_SUPPRESSION_PREFIX = 'SUPPRESSED#';
export const USER_DAYS_PARTITION = 'USER_DAYS';
export const ACTIVE_ADMIN_USERS_PARTITION = 'ACTIVE_ADMIN_USERS';
export const CONSOLE_QUERY_PARTITION = 'CONSOLE_QUERIES';
export const FAILED_TEXTS_PARTITION = 'FAILED_TEXTS';

export const keys = {
  user: (id: string) => ({ pk: `USER#${id}`, sk: 'PROFILE' }),
  userListEntry: (createdAt: string, id: string) => ({ gsi1pk: USER_LIST_PARTITION, gsi1sk: `${createdAt}#${id}` }),
  phoneGuard: (e164: string) => ({ pk: `PHONE#${e164}`, sk: 'GUARD' }),
  userPartition: (id: string) => ({ pk: `USER#${id}` }),
  reminder: (userId: string, id: string) => ({ pk: `USER#${userId}`, sk: `REMINDER#${id}` }),
  reminderPrefix: 'REMINDER#',
  nagRecord: (userId: string, nagId: string) => ({ pk: `USER#${userId}`, sk: `NOTIF#${nagId}` }),
  nagRecordPrefix: 'NOTIF#',
  message: (userId: string, at: string, id: string) => ({ pk: `USER#${userId}`, sk: `MSG#${at}#${id}` }),
  messagePrefix: 'MSG#',
  /** A security event of the account (number or email changed, deletion code sent, recovery): erased with the account. */
  securityEvent: (userId: string, at: string, id: string) => ({ pk: `USER#${userId}`, sk: `SECURITY#${at}#${id}` }),
  securityEventPrefix: 'SECURITY#',
  completion: (userId: string, reminderId: string, occurrenceDate: string) => ({
    pk: `USER#${userId}`,
    sk: `DONE#${reminderId}#${occurrenceDate}`,
  }),
  completionPrefix: 'DONE#',
  reminderCompletionPrefix: (reminderId: string) => `DONE#${reminderId}#`,
  occurrenceCall: (userId: string, reminderId: string, occurrenceDate: string) => ({
    pk: `USER#${userId}`,
    sk: `CALLED#${reminderId}#${occurrenceDate}`,
  }),
  reminderCallPrefix: (reminderId: string) => `CALLED#${reminderId}#`,
  reminderRefCounter: (userId: string) => ({ pk: `USER#${userId}`, sk: 'COUNTER#REF' }),
  providerMessageIndex: (providerMessageId: string, kind: 'notification' | 'message') => ({
    gsi2pk: `SMSID#${providerMessageId}`,
    gsi2sk: kind,
  }),
  stripeCustomerIndex: (customerId: string) => ({ gsi2pk: `STRIPE#${customerId}`, gsi2sk: 'USER' }),
  adminAccount: (username: string) => ({ pk: `ADMIN#${username}`, sk: 'ACCOUNT' }),
  adminListEntry: (username: string) => ({ gsi1pk: ADMIN_LIST_PARTITION, gsi1sk: username }),
  monthlyStats: (month: string) => ({ pk: 'STATS', sk: `MONTH#${month}` }),
  totalStats: () => ({ pk: 'STATS', sk: 'TOTAL' }),
  /** One shard of a month's effectiveness counters for one nag style (see adapters/aws/dynamo-effectiveness.ts). */
  effectMonth: (month: string, nagStyle: string, shard: number) => ({
    pk: `EFFECT#${month}#${shard}`,
    sk: `STYLE#${nagStyle}`,
  }),
  /** One shard of a day's effectiveness counters (the public figure). */
  effectDay: (day: string, shard: number) => ({ pk: `EFFECT#${day}#${shard}`, sk: 'DAY' }),
  processedEvent: (source: string, id: string) => ({ pk: `EVENT#${source}#${id}`, sk: 'EVENT' }),
  windowMark: (key: string) => ({ pk: `MARK#${key}`, sk: 'MARK' }),
  sendSlot: (epochSecond: number) => ({ pk: `SENDSLOT#${epochSecond}`, sk: 'SLOT' }),
  /**
   * A user's month (`yyyy-mm` on the account's wall calendar, in its zone): the texting budget's `count` and `d01`..`d31`
   * per day, and the escalations' `calls` and `buddyTexts`.
   */
  textingUsage: (userId: string, month: string) => ({ pk: `USER#${userId}`, sk: `USAGE#${month}` }),
  /** One user's share of a second of the send budget (fair sending), in their partition so it goes with them. */
  userSendSlot: (userId: string, epochSecond: number) => ({ pk: `USER#${userId}`, sk: `SENDSLOT#${epochSecond}` }),
  contactMessage: (id: string) => ({ pk: `CONTACT#${id}`, sk: 'CONTACT' }),
  contactListEntry: (createdAt: string, id: string) => ({
    gsi1pk: CONTACT_LIST_PARTITION,
    gsi1sk: `${createdAt}#${id}`,
  }),
  contactSenderPartition: (email: string) => `CONTACT_FROM#${email.toLowerCase()}`,
  contactSenderEntry: (email: string, createdAt: string, id: string) => ({
    gsi2pk: keys.contactSenderPartition(email),
    gsi2sk: `${createdAt}#${id}`,
  }),
  userSearchPartition: (prefix: string) => `USERSEARCH#${prefix}`,
  /** An entry of a user index partition (search prefix, active admins): sorted newest first by the user's creation. */
  userIndexEntry: (partition: string, createdAt: string, id: string) => ({ pk: partition, sk: `${createdAt}#${id}` }),
  userDay: (day: string) => ({ pk: USER_DAYS_PARTITION, sk: `DAY#${day}` }),
  userDayPrefix: 'DAY#',
  /** Which version of the admin list's indexes the table holds (written by the index rebuild). */
  userIndexVersion: () => ({ pk: USER_DAYS_PARTITION, sk: 'INDEX_VERSION' }),
  consoleQuery: (at: string, id: string) => ({ pk: CONSOLE_QUERY_PARTITION, sk: `${at}#${id}` }),
  failedTextEntry: (failedAt: string, userId: string, nagId: string) => ({
    gsi1pk: FAILED_TEXTS_PARTITION,
    gsi1sk: `${failedAt}#${userId}#${nagId}`,
  }),
  contactTotal: () => ({ pk: 'CONTACT#COUNT', sk: 'TOTAL' }),
  endedSession: (sessionId: string) => ({ pk: `SESSION#${sessionId}`, sk: 'ENDED' }),
  /** A number's buddy items: the owners who named it (one link each). */
  buddyNumber: (e164: string) => ({ pk: `BUDDY#${e164}` }),
  buddyLink: (e164: string, ownerId: string) => ({ pk: `BUDDY#${e164}`, sk: `USER#${ownerId}` }),
  buddyLinkPrefix: 'USER#',
  /** An invite by its code (JOIN finds it), and the owner's copy on their partition (Settings lists them). */
  invite: (code: string) => ({ pk: `INVITE#${code}`, sk: 'INVITE' }),
  ownerInvite: (userId: string, code: string) => ({ pk: `USER#${userId}`, sk: `INVITE#${code}` }),
  ownerInvitePrefix: 'INVITE#',
  /** A person who joined the owner's reminders: the owner's copy, the number's copy, and the owner's count of live ones. */
  person: (ownerId: string, personId: string) => ({ pk: `USER#${ownerId}`, sk: `PERSON#${personId}` }),
  personPrefix: 'PERSON#',
  personLink: (e164: string, ownerId: string, personId: string) => ({
    pk: `PERSONLINK#${e164}`,
    sk: `USER#${ownerId}#PERSON#${personId}`,
  }),
  personLinks: (e164: string) => ({ pk: `PERSONLINK#${e164}` }),
  personLinkPrefix: 'USER#',
  /** The number's own numbering of the reminders its owners address to it: one counter across every owner. */
  personReminderRef: (e164: string) => ({ pk: `PERSONLINK#${e164}`, sk: 'COUNTER#REF' }),
  peopleCount: (ownerId: string) => ({ pk: `USER#${ownerId}`, sk: 'PEOPLE' }),
  /**
   * A number that replied STOP, by a hash of the number (the caller hashes: numberHash): kept after the account is
   * deleted, so the number is not kept readable. A number is easily hashed again, so this hides it from sight, no more.
   */
  numberOptOut: (numberHash: string) => ({ pk: `OPTOUT#${numberHash}`, sk: 'NUMBER' }),
  /** A number that had the free trial, by a hash of the number (numberHash), kept after the account is deleted. */
  numberTrial: (numberHash: string) => ({ pk: `TRIAL#${numberHash}`, sk: 'NUMBER' }),
  /** The account holding a verified email address (normalized): the address's uniqueness guard, holds userId. */
  emailGuard: (address: string) => ({ pk: `EMAIL#${address}`, sk: 'GUARD' }),
  recovery: (id: string) => ({ pk: `RECOVERY#${id}`, sk: 'RECOVERY' }),
  openRecovery: (userId: string) => ({ pk: `USER#${userId}`, sk: 'RECOVERY' }),
  /** An address that bounced or complained, by a hash of the normalized address: outlives any account. */
  emailSuppression: (addressHash: string) => ({ pk: `${EMAIL_SUPPRESSION_PREFIX}${addressHash}`, sk: 'EMAIL' }),

  // Auth table
  otp: (purpose: OtpPurpose, e164: string) => ({ pk: `OTP#${purpose}#${e164}`, sk: 'CODE' }),
  otpSends: (e164: string, requesterHash?: string) => ({
    pk: `OTPSENDS#${e164}`,
    sk: requesterHash ? `WINDOW#${requesterHash}` : 'WINDOW',
  }),
  adminCredentials: (username: string) => ({ pk: `ADMIN#${username}`, sk: 'CREDENTIALS' }),
  rateWindow: (rule: string, subject: string, windowStart: number) => ({
    pk: `${RATE_WINDOW_PREFIX}${rule}#${subject}`,
    sk: `W#${windowStart}`,
  }),
  rateLog: (rule: string, subject: string) => ({ pk: `${RATE_WINDOW_PREFIX}${rule}#${subject}`, sk: 'ROLLING' }),
} as const;
