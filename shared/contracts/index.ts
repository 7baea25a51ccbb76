import * as z from 'zod';
import * as admin from './admin';
import * as auth from './auth';
import { MessageResponse } from './common';
import { ContactRequest } from './contact';
import * as sub from './subscription';
import * as tasks from './tasks';
import * as user from './user';
import * as yourData from './your-data';

export * from './admin';
export * from './auth';
export * from './common';
export * from './contact';
export * from './subscription';
export * from './tasks';
export * from './user';
export * from './your-data';

export type HttpMethod = 'GET' | 'POST' | 'PUT' | 'DELETE';

export interface Contract {
  method: HttpMethod;
  /** API Gateway style: `/tasks/{id}`. Served under `/api` by CloudFront and by the local runtime. */
  path: string;
  params?: z.ZodType;
  query?: z.ZodType;
  body?: z.ZodType;
  /** The body is passed through untouched (signature checks need the exact bytes). */
  rawBody?: true;
  response: z.ZodType;
  successStatus: 200 | 201;
  /**
   * The answer is not JSON but an iCalendar text: the response schema is `{ calendar, etag }`, served as
   * text/calendar with that ETag (304 when the caller already holds it).
   */
  produces?: 'text/calendar';
}

const c = <T extends Contract>(contract: T) => contract;
const Received = z.object({ received: z.literal(true) });

/** Every HTTP call of the product (plus our additions), by name. */
export const contracts = {
  // Sign-up and log-in (spec 7)
  login: c({ method: 'POST', path: '/auth/login', body: auth.PhoneOnly, response: auth.CodeSent, successStatus: 200 }),
  verifyLoginOtp: c({ method: 'POST', path: '/auth/verify-login-otp', body: auth.VerifyLoginOtpRequest, response: auth.SessionResponse, successStatus: 200 }),
  registerRequestOtp: c({ method: 'POST', path: '/auth/register/request-otp', body: auth.PhoneOnly, response: auth.CodeSent, successStatus: 200 }),
  registerVerifyOtp: c({ method: 'POST', path: '/auth/register/verify-otp', body: auth.RegisterVerifyOtpRequest, response: auth.SessionResponse, successStatus: 201 }),
  adminLogin: c({ method: 'POST', path: '/auth/admin/login', body: auth.AdminLoginRequest, response: auth.AdminSession, successStatus: 200 }),
  verifyPhoneRequest: c({ method: 'POST', path: '/auth/verify-phone/request', body: auth.PhoneOnly, response: auth.CodeSent, successStatus: 200 }),
  verifyPhoneVerify: c({ method: 'POST', path: '/auth/verify-phone/verify', body: auth.VerifyPhoneRequest, response: auth.SessionResponse, successStatus: 200 }),
  // Ending sessions (user or admin token): this one, or every one of the account
  logout: c({ method: 'POST', path: '/auth/logout', response: MessageResponse, successStatus: 200 }),
  logoutEverywhere: c({ method: 'POST', path: '/auth/logout-everywhere', response: MessageResponse, successStatus: 200 }),

  // The user's own account
  getProfile: c({ method: 'GET', path: '/user/profile', response: user.Profile, successStatus: 200 }),
  updateProfile: c({ method: 'PUT', path: '/user/profile', body: user.UpdateProfileRequest, response: user.Profile, successStatus: 200 }),

  // The user's data, theirs: leave (with a fresh code), take it with them, see it in their calendar
  requestAccountDeletionCode: c({ method: 'POST', path: '/user/account/deletion-code', response: auth.CodeSent, successStatus: 200 }),
  deleteAccount: c({ method: 'POST', path: '/user/account/delete', body: yourData.DeleteAccountRequest, response: yourData.AccountDeleted, successStatus: 200 }),
  exportAccountData: c({ method: 'GET', path: '/user/export', response: yourData.AccountExport, successStatus: 200 }),
  getCalendarFeed: c({ method: 'GET', path: '/user/calendar-feed', response: yourData.CalendarFeedState, successStatus: 200 }),
  replaceCalendarFeed: c({ method: 'POST', path: '/user/calendar-feed', response: yourData.CalendarFeedState, successStatus: 200 }),
  revokeCalendarFeed: c({ method: 'DELETE', path: '/user/calendar-feed', response: yourData.CalendarFeedState, successStatus: 200 }),
  calendarFeed: c({ method: 'GET', path: '/calendar/{feedToken}', params: yourData.CalendarFeedParams, response: yourData.CalendarFeedBody, successStatus: 200, produces: 'text/calendar' }),

  // Billing
  getSubscriptionStatus: c({ method: 'GET', path: '/subscription/status', response: sub.SubscriptionStatusResponse, successStatus: 200 }),
  verifyCheckout: c({ method: 'POST', path: '/subscription/verify-checkout', body: sub.VerifyCheckoutRequest, response: sub.SubscriptionStatusResponse, successStatus: 200 }),
  createCheckoutSession: c({ method: 'POST', path: '/subscription/checkout-session', response: sub.RedirectUrl, successStatus: 200 }),
  createCustomerPortal: c({ method: 'POST', path: '/subscription/customer-portal', response: sub.RedirectUrl, successStatus: 200 }),
  stripeWebhook: c({ method: 'POST', path: '/webhooks/stripe', rawBody: true, response: Received, successStatus: 200 }),

  // Reminders
  listTasks: c({ method: 'GET', path: '/tasks', response: tasks.TaskList, successStatus: 200 }),
  createTask: c({ method: 'POST', path: '/tasks', body: tasks.ReminderInput, response: tasks.Task, successStatus: 201 }),
  updateTask: c({ method: 'PUT', path: '/tasks/{id}', params: tasks.TaskIdParams, body: tasks.ReminderInput, response: tasks.Task, successStatus: 200 }),
  deleteTask: c({ method: 'DELETE', path: '/tasks/{id}', params: tasks.TaskIdParams, response: tasks.TaskDeleted, successStatus: 200 }),
  updateTaskStatus: c({ method: 'PUT', path: '/tasks/{id}/status', params: tasks.TaskIdParams, body: tasks.UpdateTaskStatusRequest, response: tasks.Task, successStatus: 200 }),
  getTaskHistory: c({ method: 'GET', path: '/tasks/{id}/history', params: tasks.TaskIdParams, query: tasks.TaskHistoryQuery, response: tasks.TaskHistory, successStatus: 200 }),

  // Public contact form (footer "Contact Us")
  submitContact: c({ method: 'POST', path: '/contact', body: ContactRequest, response: MessageResponse, successStatus: 201 }),

  // Admin
  adminListUsers: c({ method: 'GET', path: '/admin/users', query: admin.ListUsersQuery, response: admin.ListUsersResponse, successStatus: 200 }),
  adminGetUser: c({ method: 'GET', path: '/admin/users/{userId}', params: admin.UserIdParams, response: admin.AdminUser, successStatus: 200 }),
  adminUpdateUser: c({ method: 'PUT', path: '/admin/users/{userId}', params: admin.UserIdParams, body: admin.AdminUpdateUserRequest, response: admin.AdminUser, successStatus: 200 }),
  adminDeleteUser: c({ method: 'DELETE', path: '/admin/users/{userId}', params: admin.UserIdParams, response: admin.UserDeleted, successStatus: 200 }),
  adminListNotifications: c({ method: 'GET', path: '/admin/users/{userId}/notifications', params: admin.UserIdParams, query: admin.NotificationsQuery, response: admin.NotificationsResponse, successStatus: 200 }),
  adminListTasks: c({ method: 'GET', path: '/admin/users/{userId}/tasks', params: admin.UserIdParams, query: admin.TasksQuery, response: admin.AdminTasksResponse, successStatus: 200 }),
  adminListMessages: c({ method: 'GET', path: '/admin/users/{userId}/messages', params: admin.UserIdParams, query: admin.MessagesQuery, response: admin.MessagesResponse, successStatus: 200 }),
  adminStats: c({ method: 'GET', path: '/admin/stats', response: admin.AdminStats, successStatus: 200 }),
  adminDatabaseTables: c({ method: 'GET', path: '/admin/database/tables', response: admin.DatabaseTables, successStatus: 200 }),
  adminDatabaseQuery: c({ method: 'POST', path: '/admin/database/query', body: admin.DatabaseQueryRequest, response: admin.DatabaseQueryResult, successStatus: 200 }),
  adminDatabaseQueryHistory: c({ method: 'GET', path: '/admin/database/queries', query: admin.DatabaseQueryHistoryQuery, response: admin.DatabaseQueryHistory, successStatus: 200 }),
  adminFailedTexts: c({ method: 'GET', path: '/admin/failed-texts', query: admin.FailedTextsQuery, response: admin.FailedTextsResponse, successStatus: 200 }),
  adminListContactMessages: c({ method: 'GET', path: '/admin/contact-messages', query: admin.ContactMessagesQuery, response: admin.ContactMessagesResponse, successStatus: 200 }),
} as const;

export type Contracts = typeof contracts;
export type ContractName = keyof Contracts;
/** The base every client uses: CloudFront (and the local runtime) route `/api/*` to the API. */
export const API_BASE = '/api';
