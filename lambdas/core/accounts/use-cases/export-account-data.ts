import type { AccountExport } from '#shared/contracts/your-data';
import { toSubscriptionStatusResponse } from '../../billing/domain/subscription-status-view';
import { fail } from '../../kernel/errors';
import type { AccountsPorts } from '../accounts-ports';
import { toTask } from '../../reminders/domain/task-view';
import { buddyView } from '../../users/domain/buddy';

export type ExportAccountDataDeps = Pick<
  AccountsPorts,
  'users' | 'reminders' | 'nagRecords' | 'messages' | 'people' | 'clock'
>;

/**
 * GET /user/export: everything kept about the caller, read from their own partition only (each list one Query,
 * followed page by page), with no secret in it: no code hashes, session ids, calendar-feed token or provider ids.
 */
export async function exportAccountData(deps: ExportAccountDataDeps, userId: string): Promise<AccountExport> {
  const user = (await deps.users.get(userId)) ?? fail('not_found', 'User not found');
  const [reminders, completions, nags, texts, people] = await Promise.all([
    deps.reminders.listForUser(userId),
    deps.reminders.listCompletions(userId),
    deps.nagRecords.listForUser(userId),
    deps.messages.listForUser(userId),
    deps.people.peopleOf(userId),
  ]);
  return {
    exportedAt: deps.clock.now().toISOString(),
    profile: {
      id: user.id,
      firstName: user.firstName,
      lastName: user.lastName,
      email: user.email,
      phoneNumber: user.phoneNumber,
      timezone: user.timezone,
      quietHoursStart: user.quietHoursStart,
      quietHoursEnd: user.quietHoursEnd,
      nagStyle: user.nagStyle,
      weeklySummaryOptIn: user.weeklySummaryOptIn,
      smsTransactionalOptIn: user.smsTransactionalOptIn,
      smsMarketingOptIn: user.smsMarketingOptIn,
      smsOptedOut: user.smsOptedOut,
      ...(user.smsPausedUntil ? { smsPausedUntil: user.smsPausedUntil } : {}),
      ...(user.callConsentAt ? { callConsentAt: user.callConsentAt } : {}),
      ...(user.buddy ? { buddy: buddyView(user.buddy, deps.clock.now()) } : {}),
      ...(user.textsFailingSince ? { textsFailingSince: user.textsFailingSince } : {}),
      createdAt: user.createdAt,
      updatedAt: user.updatedAt,
    },
    subscription: toSubscriptionStatusResponse(user),
    people: people.map(({ firstName, phoneNumber, status, joinedAt, endedAt }) => ({
      firstName,
      phoneNumber,
      status,
      joinedAt,
      ...(endedAt ? { endedAt } : {}),
    })),
    reminders: reminders.map((reminder) => toTask(reminder, user)),
    occurrences: completions
      .map(({ reminderId, occurrenceDate, occurrenceAt, outcome, completedAt, via }) => ({
        reminderId,
        occurrenceDate,
        occurrenceAt,
        outcome,
        at: completedAt,
        via,
      }))
      .sort((a, b) => a.occurrenceAt.localeCompare(b.occurrenceAt)),
    nags: nags
      .map(({ id, reminderId, occurrenceDate, attempt, scheduledTime, sentAt, status, message }) => ({
        id,
        reminderId,
        occurrenceDate,
        attempt,
        scheduledTime,
        ...(sentAt ? { sentAt } : {}),
        status,
        message,
      }))
      .sort((a, b) => a.scheduledTime.localeCompare(b.scheduledTime)),
    texts: texts
      .map(({ direction, channel, from, to, body, receivedAt, status, callResult }) => ({
        direction,
        channel: channel ?? 'sms',
        from,
        to,
        body,
        at: receivedAt,
        status,
        ...(callResult ? { callResult } : {}),
      }))
      .sort((a, b) => a.at.localeCompare(b.at)),
  };
}
