import { randomUUID } from 'node:crypto';
import { newUser, type User } from '#core/users/domain/user';
import { handleReply } from '#core/replies/use-cases/handle-reply';
import { TEXT_REMINDERS_PER_DAY } from '#core/replies/domain/text-reminder-rules';
import { replyAnswers } from '#core/replies/domain/reply-answers';
import { fakeClock } from '../../support/fake-clock';
import { testDynamo } from '../../support/test-dynamo';
import { testPorts } from '../../support/test-ports';
import { unique555Phone } from '../../support/reminder-session';

const { doc, tables } = testDynamo();
/** Monday 23 November 2026, 08:00 in New York. */
const clock = fakeClock('2026-11-23T13:00:00.000Z');
// The answers are paced as in the cloud but faster: what is measured here is the cap, not the pace.
const deps = testPorts({ doc, tables, clock, settings: { sendPace: { perSecond: 50, maxWaitSeconds: 20 } } });

async function subscribedUser(): Promise<User> {
  const user: User = {
    ...newUser({
      id: `u-${randomUUID()}`,
      phoneNumber: unique555Phone(),
      firstName: 'Ada',
      lastName: 'Lovelace',
      email: 'ada@example.com',
      timezone: 'America/New_York',
      smsTransactionalOptIn: true,
      smsMarketingOptIn: false,
      now: clock.now(),
    }),
    subscriptionStatus: 'trialing',
  };
  await deps.users.create(user);
  return user;
}

/** a, b, ... z, ab, bb ...: 35 different tasks with no digit for the date parser to read as part of a time. */
const plantName = (i: number) =>
  `${String.fromCharCode(97 + (i % 26))}${i >= 26 ? String.fromCharCode(97 + Math.floor(i / 26)) : ''}`;

describe("reminders added by text: the day's cap on DynamoDB Local", () => {
  it("35 creation texts arriving at once add exactly 20; the others are told the day's limit", async () => {
    const user = await subscribedUser();
    const outcomes = await Promise.all(
      Array.from({ length: 35 }, (_, i) =>
        handleReply(deps, {
          from: user.phoneNumber,
          to: '+18885550100',
          body: `remind me to water plant ${plantName(i)} tomorrow at 6pm`,
          providerMessageId: randomUUID(),
          receivedAt: clock.now().toISOString(),
        }),
      ),
    );
    expect(outcomes.every((o) => o.kind === 'handled' && o.reply === 'reminder_request')).toBe(true);
    expect(await deps.reminders.listForUser(user.id)).toHaveLength(TEXT_REMINDERS_PER_DAY);
    expect((await deps.users.get(user.id))!.textRemindersToday).toEqual({
      date: '2026-11-23',
      count: TEXT_REMINDERS_PER_DAY,
    });
    const answers = (await deps.messages.listForUser(user.id))
      .filter((m) => m.direction === 'outbound')
      .map((m) => m.body);
    // Every reminder added is confirmed, whatever the answers' hourly cap.
    expect(answers.filter((a) => a.startsWith('Got it: #'))).toHaveLength(TEXT_REMINDERS_PER_DAY);
    expect(answers).not.toContain(expect.stringMatching(/^Got it: #2[1-9]/));
    // The 15 refused share the hourly cap on answers with the 20 confirmations: which of them take its places depends
    // on the order the texts race in, so each refused one is told the day's limit or, once, that answers pause.
    const others = answers.filter((a) => !a.startsWith('Got it: #'));
    expect(others.length).toBeGreaterThan(0);
    const paused = others.filter((a) => a.startsWith("You've sent a lot of texts, so I'll stop answering until "));
    expect(paused.length).toBeLessThanOrEqual(1);
    expect(others.filter((a) => !paused.includes(a)).every((a) => a === replyAnswers.textRemindersDailyLimit())).toBe(
      true,
    );
  });
});
