import { adminDatabaseQuery } from './api/admin-database-query';
import { adminDatabaseQueryHistory } from './api/admin-database-query-history';
import { adminDatabaseTables } from './api/admin-database-tables';
import { adminDeleteUser } from './api/admin-delete-user';
import { adminFailedTexts } from './api/admin-failed-texts';
import { adminGetUser } from './api/admin-get-user';
import { adminListContactMessages } from './api/admin-list-contact-messages';
import { adminListMessages } from './api/admin-list-messages';
import { adminListNotifications } from './api/admin-list-notifications';
import { adminListTasks } from './api/admin-list-tasks';
import { adminListUsers } from './api/admin-list-users';
import { adminLogin } from './api/admin-login';
import { adminStats } from './api/admin-stats';
import { adminEffectiveness } from './api/admin-effectiveness';
import { serviceFigure } from './api/service-figure';
import { adminUpdateUser } from './api/admin-update-user';
import { calendarFeed } from './api/calendar-feed';
import { createCheckoutSession } from './api/create-checkout-session';
import { createCustomerPortal } from './api/create-customer-portal';
import { createTask } from './api/create-task';
import { deleteAccount } from './api/delete-account';
import { deleteTask } from './api/delete-task';
import { exportAccountData } from './api/export-account-data';
import { getCalendarFeed } from './api/get-calendar-feed';
import { getProfile } from './api/get-profile';
import { getSubscriptionStatus } from './api/get-subscription-status';
import { getTaskHistory } from './api/get-task-history';
import { listTasks } from './api/list-tasks';
import { login } from './api/login';
import { logout } from './api/logout';
import { logoutEverywhere } from './api/logout-everywhere';
import { registerRequestOtp } from './api/register-request-otp';
import { registerVerifyOtp } from './api/register-verify-otp';
import { replaceCalendarFeed } from './api/replace-calendar-feed';
import { requestAccountDeletionCode } from './api/request-account-deletion-code';
import { revokeCalendarFeed } from './api/revoke-calendar-feed';
import { stripeWebhook } from './api/stripe-webhook';
import { submitContact } from './api/submit-contact';
import { updateProfile } from './api/update-profile';
import { setBuddy } from './api/set-buddy';
import { removeBuddy } from './api/remove-buddy';
import { setTravel } from './api/set-travel';
import { endTravel } from './api/end-travel';
import { createBuddyInvite } from './api/create-buddy-invite';
import { listPeople } from './api/list-people';
import { createPersonInvite } from './api/create-person-invite';
import { removePerson } from './api/remove-person';
import { setPersonHousehold } from './api/set-person-household';
import { updateTask } from './api/update-task';
import { updateTaskStatus } from './api/update-task-status';
import { verifyCheckout } from './api/verify-checkout';
import { verifyLoginOtp } from './api/verify-login-otp';
import { verifyPhoneRequest } from './api/verify-phone-request';
import { verifyPhoneVerify } from './api/verify-phone-verify';
import { verifyEmailCode } from './api/verify-email-code';
import { resendEmailVerification } from './api/resend-email-verification';
import { verifyEmailLink } from './api/verify-email-link';
import { startRecovery } from './api/start-recovery';
import { confirmRecoveryEmail } from './api/confirm-recovery-email';
import { requestRecoveryNumberCode } from './api/request-recovery-number-code';
import { confirmRecoveryNumber } from './api/confirm-recovery-number';
import { getRecovery } from './api/get-recovery';
import { cancelRecovery } from './api/cancel-recovery';

export * from './admin';
export * from './auth';
export * from './common';
export * from './contact';
export * from './contract';
export * from './effectiveness';
export * from './email';
export * from './person-edits';
export * from './phone-number';
export * from './phone-requests';
export * from './recovery';
export * from './recovery-number';
export * from './subscription';
export * from './tasks';
export * from './time-zone';
export * from './travel';
export * from './user';
export * from './your-data';

/** Every HTTP call of the product (plus our additions), by name. A function imports only its own, from api/. */
export const contracts = {
  // Sign-up and log-in (spec 7)
  login,
  verifyLoginOtp,
  registerRequestOtp,
  registerVerifyOtp,
  adminLogin,
  verifyPhoneRequest,
  verifyPhoneVerify,
  // Ending sessions (user or admin token): this one, or every one of the account
  logout,
  logoutEverywhere,

  // The user's own account
  getProfile,
  updateProfile,
  // The account's email: proven by an emailed code (Settings) or the email's link (no session)
  verifyEmailCode,
  resendEmailVerification,
  verifyEmailLink,
  // Recovery of a lost number's account (no session): the email's code, the new number's, the wait, its cancel link
  startRecovery,
  confirmRecoveryEmail,
  requestRecoveryNumberCode,
  confirmRecoveryNumber,
  getRecovery,
  cancelRecovery,
  // The accountability buddy (escalation past the text)
  setBuddy,
  removeBuddy,
  setTravel,
  endTravel,
  createBuddyInvite,
  // People who joined to get the owner's reminders (by texting JOIN with the owner's invite code)
  listPeople,
  createPersonInvite,
  removePerson,
  setPersonHousehold,

  // The user's data, theirs: leave (with a fresh code), take it with them, see it in their calendar
  requestAccountDeletionCode,
  deleteAccount,
  exportAccountData,
  getCalendarFeed,
  replaceCalendarFeed,
  revokeCalendarFeed,
  calendarFeed,

  // Billing
  getSubscriptionStatus,
  verifyCheckout,
  createCheckoutSession,
  createCustomerPortal,
  stripeWebhook,

  // Reminders
  listTasks,
  createTask,
  updateTask,
  deleteTask,
  updateTaskStatus,
  getTaskHistory,

  // Public contact form (footer "Contact Us")
  submitContact,
  // NagText's own figure on How It Works (issue 37)
  serviceFigure,

  // Admin
  adminListUsers,
  adminGetUser,
  adminUpdateUser,
  adminDeleteUser,
  adminListNotifications,
  adminListTasks,
  adminListMessages,
  adminStats,
  adminEffectiveness,
  adminDatabaseTables,
  adminDatabaseQuery,
  adminDatabaseQueryHistory,
  adminFailedTexts,
  adminListContactMessages,
} as const;

export type Contracts = typeof contracts;
export type ContractName = keyof Contracts;
/** The base every client uses: CloudFront (and the local runtime) route `/api/*` to the API. */
export const API_BASE = '/api';
