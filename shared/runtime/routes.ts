import type { ContractName } from '../contracts';

/**
 * THE route table: every HTTP contract -> its Lambda entry, who may call it, and what the function may
 * reach. The API stack builds one function per entry from this, and the local runtime dispatches
 * through it, so the two cannot drift. Adding a contract without a route here fails the type check
 * (the Record below must cover every ContractName) and the authorization matrix test.
 */
/** `session`: any live session, a user's or an admin's (ending sessions works for both). */
export type AuthLevel = 'public' | 'user' | 'admin' | 'session';

/** What a route's function may touch, beyond reading the caller's account (implied for user/admin). */
export interface Access {
  /** Data table items. */
  data?: 'read' | 'readWrite';
  /** Auth table items (one-time codes, rate buckets, admin credentials). */
  auth?: 'readWrite';
  /** Only the rate-limit windows of the Auth table (items whose key starts RATE#): per-client limits without codes or credentials. */
  rateLimits?: true;
  /** Read-only PartiQL (SELECT) on the Data table, nothing else (the admin database console). */
  partiqlSelect?: true;
  /** PutItem on the Data table, only in the console's query-history partition (who ran what, when). */
  queryLog?: true;
  /** End User Messaging SMS SendTextMessage (the function also knows NagText's number). */
  sms?: true;
  /** NagText's own number, as people text it, without sending (an invite's ready message names it). */
  nagTextNumber?: true;
  /**
   * PutOptedOutNumber and DeleteOptedOutNumber on our number's opt-out list: keeping the provider's list in step with
   * ours on STOP and START (the reply handler alone; every function that texts reads our own list in the Data table).
   */
  optOutList?: true;
  /**
   * SES SendEmail from the stage's address, on its identity, through its configuration set, and the app's address for
   * the links in emails. The suppressed and verified addresses are Data table items outside any user's partition: the
   * route's `data` access covers them (a route that only reads them, such as verifying a code, sends nothing).
   */
  email?: true;
  /**
   * Only the suppressed addresses of the Data table (items whose key starts SUPPRESSED#): recording a bounce or
   * complaint (the email-feedback handler), nothing else.
   */
  emailSuppressions?: true;
  /** End User Messaging SendVoiceMessage (calls), with the monthly caps and the destination policy. */
  voice?: true;
  /** The monthly caps on calls and buddy texts, without calling (the profile shows them; the buddy's texts apply them). */
  escalationCaps?: true;
  /** Create, update and delete this stage's reminder schedules (and pass the scheduler role). */
  scheduler?: true;
  /** The Stripe secret key (and, for the webhook, the signing secret). */
  stripe?: 'api' | 'webhook';
  /** The texting budget's settings (applied by the nag sender, shown by the profile). */
  textingBudget?: true;
  /** The countries we text, without sending (a route that stores a number it does not text: the admin's edit). */
  destinationPolicy?: true;
  /** The stage's recovery wait (RECOVERY_WAIT_HOURS): the route that starts a recovery's wait. */
  recoveryWait?: true;
}

export interface Route {
  auth: AuthLevel;
  /**
   * API Gateway's throttle for this route, tighter than the stage's: requests per second and burst. Password
   * hashing (scrypt at 128 MiB) is the reason: a burst of guesses is cut at the door instead of starting that
   * many Lambda instances (each of which hashes one request at a time).
   */
  throttle?: { rateLimit: number; burstLimit: number };
  /** Lambda entry, relative to the repository root: it must exist (synth and test/infra/routes.test.ts refuse a missing one). */
  handler: string;
  access: Access;
}

const api = (file: string) => `lambdas/handlers/api/${file}.ts`;

export const routes: Record<ContractName, Route> = {
  login: { auth: 'public', handler: api('request-login-code'), access: { data: 'read', auth: 'readWrite', sms: true } },
  verifyLoginOtp: { auth: 'public', handler: api('verify-login-code'), access: { data: 'read', auth: 'readWrite' } },
  registerRequestOtp: {
    auth: 'public',
    handler: api('request-signup-code'),
    access: { data: 'read', auth: 'readWrite', sms: true },
  },
  registerVerifyOtp: {
    auth: 'public',
    handler: api('register-user'),
    access: { data: 'readWrite', auth: 'readWrite', sms: true, email: true },
  },
  adminLogin: {
    auth: 'public',
    handler: api('admin-login'),
    access: { data: 'read', auth: 'readWrite' },
    throttle: { rateLimit: 5, burstLimit: 10 },
  },
  verifyPhoneRequest: {
    auth: 'user',
    handler: api('request-phone-change-code'),
    access: { data: 'read', auth: 'readWrite', sms: true },
  },
  verifyPhoneVerify: {
    auth: 'user',
    handler: api('confirm-phone-change'),
    // Stripe: the billing customer's phone follows the move.
    access: { data: 'readWrite', auth: 'readWrite', sms: true, email: true, stripe: 'api' },
  },
  logout: { auth: 'session', handler: api('log-out'), access: { data: 'readWrite' } },
  logoutEverywhere: { auth: 'session', handler: api('log-out-everywhere'), access: { data: 'readWrite' } },

  verifyEmailCode: {
    auth: 'user',
    handler: api('verify-email-code'),
    access: { data: 'readWrite', auth: 'readWrite' },
  },
  resendEmailVerification: {
    auth: 'user',
    handler: api('resend-email-verification'),
    access: { data: 'readWrite', auth: 'readWrite', email: true },
  },
  verifyEmailLink: {
    auth: 'public',
    handler: api('verify-email-link'),
    access: { data: 'readWrite', auth: 'readWrite' },
  },
  // Recovery (issue 34): public, each counted per client like the other code routes; only the steps that email or text
  // may (the start emails its code, the new number's code is texted, its confirmation texts and emails the wait's
  // notices and schedules its end, the link's cancel tells both).
  startRecovery: {
    auth: 'public',
    handler: api('start-recovery'),
    access: { data: 'readWrite', auth: 'readWrite', email: true },
  },
  confirmRecoveryEmail: {
    auth: 'public',
    handler: api('confirm-recovery-email'),
    access: { data: 'readWrite', auth: 'readWrite' },
  },
  requestRecoveryNumberCode: {
    auth: 'public',
    handler: api('request-recovery-number-code'),
    access: { data: 'readWrite', auth: 'readWrite', sms: true },
  },
  confirmRecoveryNumber: {
    auth: 'public',
    handler: api('confirm-recovery-number'),
    access: { data: 'readWrite', auth: 'readWrite', sms: true, email: true, scheduler: true, recoveryWait: true },
  },
  getRecovery: { auth: 'public', handler: api('get-recovery'), access: { data: 'read', rateLimits: true } },
  cancelRecovery: {
    auth: 'public',
    handler: api('cancel-recovery'),
    access: { data: 'readWrite', auth: 'readWrite', sms: true, email: true, scheduler: true },
  },
  getProfile: {
    auth: 'user',
    handler: api('get-profile'),
    access: { data: 'read', textingBudget: true, escalationCaps: true },
  },
  updateProfile: {
    auth: 'user',
    handler: api('update-profile'),
    access: { data: 'readWrite', auth: 'readWrite', sms: true, scheduler: true, email: true },
  },
  setBuddy: { auth: 'user', handler: api('set-buddy'), access: { data: 'readWrite' } },
  removeBuddy: { auth: 'user', handler: api('remove-buddy'), access: { data: 'readWrite', sms: true } },
  setTravel: { auth: 'user', handler: api('set-travel'), access: { data: 'readWrite', scheduler: true } },
  endTravel: { auth: 'user', handler: api('end-travel'), access: { data: 'readWrite', scheduler: true } },
  createBuddyInvite: {
    auth: 'user',
    handler: api('create-buddy-invite'),
    access: { data: 'readWrite', nagTextNumber: true },
  },
  listPeople: { auth: 'user', handler: api('list-people'), access: { data: 'read' } },
  createPersonInvite: {
    auth: 'user',
    handler: api('create-person-invite'),
    access: { data: 'readWrite', nagTextNumber: true },
  },
  removePerson: {
    auth: 'user',
    handler: api('remove-person'),
    access: { data: 'readWrite', sms: true, scheduler: true },
  },
  setPersonHousehold: { auth: 'user', handler: api('set-person-household'), access: { data: 'readWrite' } },

  requestAccountDeletionCode: {
    auth: 'user',
    handler: api('request-account-deletion-code'),
    access: { data: 'readWrite', auth: 'readWrite', sms: true, email: true },
  },
  deleteAccount: {
    auth: 'user',
    handler: api('delete-account'),
    access: { data: 'readWrite', auth: 'readWrite', sms: true, scheduler: true, stripe: 'api', email: true },
  },
  exportAccountData: { auth: 'user', handler: api('export-account-data'), access: { data: 'read' } },
  getCalendarFeed: { auth: 'user', handler: api('get-calendar-feed'), access: { data: 'read' } },
  replaceCalendarFeed: { auth: 'user', handler: api('replace-calendar-feed'), access: { data: 'readWrite' } },
  revokeCalendarFeed: { auth: 'user', handler: api('revoke-calendar-feed'), access: { data: 'readWrite' } },
  // Calendars poll it on their own schedule; the per-address limit keeps a guesser slow, the route's throttle the bill.
  calendarFeed: {
    auth: 'public',
    handler: api('serve-calendar-feed'),
    access: { data: 'read', rateLimits: true },
    throttle: { rateLimit: 50, burstLimit: 100 },
  },

  getSubscriptionStatus: { auth: 'user', handler: api('get-subscription-status'), access: { data: 'read' } },
  verifyCheckout: {
    auth: 'user',
    handler: api('verify-checkout'),
    access: { data: 'readWrite', stripe: 'api', scheduler: true },
  },
  createCheckoutSession: {
    auth: 'user',
    handler: api('create-checkout-session'),
    access: { data: 'readWrite', stripe: 'api' },
  },
  createCustomerPortal: {
    auth: 'user',
    handler: api('create-customer-portal'),
    access: { data: 'read', stripe: 'api' },
  },
  stripeWebhook: {
    auth: 'public',
    handler: 'lambdas/handlers/webhooks/handle-billing-webhook.ts',
    access: { data: 'readWrite', stripe: 'webhook', scheduler: true, sms: true },
  },

  listTasks: { auth: 'user', handler: api('list-reminders'), access: { data: 'read' } },
  createTask: { auth: 'user', handler: api('create-reminder'), access: { data: 'readWrite', scheduler: true } },
  updateTask: { auth: 'user', handler: api('update-reminder'), access: { data: 'readWrite', scheduler: true } },
  deleteTask: { auth: 'user', handler: api('delete-reminder'), access: { data: 'readWrite', scheduler: true } },
  updateTaskStatus: {
    auth: 'user',
    handler: api('set-reminder-status'),
    // sms: a household chore marked done tells its other members who did it.
    access: { data: 'readWrite', scheduler: true, sms: true },
  },
  getTaskHistory: { auth: 'user', handler: api('reminder-history'), access: { data: 'read' } },

  submitContact: { auth: 'public', handler: api('submit-contact'), access: { data: 'readWrite', rateLimits: true } },
  // The same answer for everyone, cached an hour at CloudFront: the per-address limit and the throttle bound the misses.
  serviceFigure: {
    auth: 'public',
    handler: api('service-figure'),
    access: { data: 'read', rateLimits: true },
    throttle: { rateLimit: 20, burstLimit: 40 },
  },

  adminListUsers: { auth: 'admin', handler: api('admin-list-users'), access: { data: 'read' } },
  adminGetUser: { auth: 'admin', handler: api('admin-get-user'), access: { data: 'read' } },
  adminUpdateUser: {
    auth: 'admin',
    handler: api('admin-update-user'),
    // Stripe: the billing customer's phone follows a new number.
    access: { data: 'readWrite', scheduler: true, destinationPolicy: true, stripe: 'api' },
  },
  adminDeleteUser: {
    auth: 'admin',
    handler: api('admin-delete-user'),
    access: { data: 'readWrite', scheduler: true, stripe: 'api', sms: true, email: true },
  },
  adminListNotifications: { auth: 'admin', handler: api('admin-list-user-notifications'), access: { data: 'read' } },
  adminListTasks: { auth: 'admin', handler: api('admin-list-user-reminders'), access: { data: 'read' } },
  adminListMessages: { auth: 'admin', handler: api('admin-list-user-messages'), access: { data: 'read' } },
  adminStats: { auth: 'admin', handler: api('admin-stats'), access: { data: 'read' } },
  adminEffectiveness: { auth: 'admin', handler: api('admin-effectiveness'), access: { data: 'read' } },
  adminDatabaseTables: { auth: 'admin', handler: api('admin-database-tables'), access: {} },
  adminDatabaseQuery: {
    auth: 'admin',
    handler: api('admin-run-query'),
    access: { partiqlSelect: true, queryLog: true },
  },
  adminDatabaseQueryHistory: { auth: 'admin', handler: api('admin-list-queries'), access: { data: 'read' } },
  adminFailedTexts: { auth: 'admin', handler: api('admin-failed-texts'), access: { data: 'read' } },
  adminListContactMessages: { auth: 'admin', handler: api('list-contact-messages'), access: { data: 'read' } },
};
