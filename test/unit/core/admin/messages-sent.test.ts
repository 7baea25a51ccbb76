import { memoryOptOuts } from '../../../support/memory/memory-opt-outs';
import { newUser } from '#core/users/domain/user';
import { isMessageSent } from '#core/admin/domain/messages-sent';
import type { StatCounter } from '#core/kernel/stat-counters';
import { adminListUserMessages } from '#core/admin/use-cases/admin-list-user-messages';
import { adminStats } from '#core/admin/use-cases/admin-stats';
import { recordInboundSms } from '#core/replies/use-cases/record-inbound-sms';
import { DEFAULT_SMS_COUNTRIES } from '#core/texting/domain/destination-policy';
import { SmsSendError } from '#core/texting/ports/sms-sender';
import { sendUserText } from '#core/texting/use-cases/send-user-text';
import { randomIds } from '../../../../lambdas/adapters/crypto/random-ids';
import { fakeClock } from '../../../support/fake-clock';
import { memoryMessages } from '../../../support/memory/memory-messages';
import { memoryStats } from '../../../support/memory/memory-stats';
import { memoryUsers } from '../../../support/memory/memory-users';

const QUERY = { page: 1, limit: 10, sortField: 'receivedAt', sortOrder: 'desc', status: '', searchTerm: '' } as const;

/**
 * Messages Sent is one definition: the stats' counter (added by sendUserText as it records a text) and a user's
 * Messages tab (`sent`, counted with isMessageSent) must say the same number for the same texts.
 */
describe('Messages Sent: the stats and the Messages tab count the same texts', () => {
  it('counts nags and answers the carrier took (delivered or not), never replies, refused texts or texts that never reached the carrier', async () => {
    const stats = memoryStats();
    const counted: Partial<Record<StatCounter, number>>[] = [];
    const countingStats = {
      ...stats,
      record: async (id: string, at: Date, deltas: Partial<Record<StatCounter, number>>) => {
        counted.push(deltas);
        return stats.record(id, at, deltas);
      },
    };
    const messages = memoryMessages(countingStats);
    const users = memoryUsers();
    const clock = fakeClock('2026-11-26T17:00:00.000Z');
    const user = newUser({
      id: 'u1',
      phoneNumber: '+12015550123',
      firstName: 'Ada',
      lastName: 'Lovelace',
      email: 'ada@example.com',
      timezone: 'America/Chicago',
      smsTransactionalOptIn: true,
      smsMarketingOptIn: false,
      now: clock.now(),
    });
    await users.create(user);
    let refuse = false;
    const sms = {
      async send() {
        if (refuse) throw new SmsSendError('rejected', 'Destination is opted out');
        return { messageId: `provider-${randomIds.next()}` };
      },
    };
    const deps = {
      sms,
      optOuts: memoryOptOuts(),
      sendPacer: { acquire: async () => undefined, perUserPerSecond: 1 },
      messages,
      clock,
      ids: randomIds,
      destinations: { allowedCountries: DEFAULT_SMS_COUNTRIES },
      users,
    };
    const later = () => clock.advanceMinutes(1);

    expect(
      (
        await sendUserText(deps, user, 'Reminder: Pay rent (#1). Reply DONE when it is done.', {
          nagId: 'n1',
          zone: user.timezone,
        })
      ).sent,
    ).toBe(true);
    later();
    await recordInboundSms(deps, {
      from: user.phoneNumber,
      to: '+18005550100',
      body: 'DONE',
      providerMessageId: 'inbound-1',
      receivedAt: clock.now().toISOString(),
    });
    later();
    expect((await sendUserText(deps, user, 'Nice work! #1 is done.')).sent).toBe(true);
    later();
    refuse = true;
    expect(
      (await sendUserText(deps, user, 'Reminder: Call mom (#2).', { nagId: 'n2', zone: user.timezone })).sent,
    ).toBe(false);
    // A text the carrier took and later reported undelivered was still sent.
    const [nag] = (await messages.listForUser(user.id)).filter((m) => m.nagId === 'n1');
    await messages.setStatus(nag!, 'failed');

    const stored = await messages.listForUser(user.id);
    expect(stored.map((m) => [m.direction, m.status, isMessageSent(m)])).toEqual([
      ['outbound', 'failed', true],
      ['inbound', 'delivered', false],
      ['outbound', 'pending', true],
      ['outbound', 'failed', false],
    ]);
    const tab = await adminListUserMessages(deps, user.id, QUERY);
    const { totalMessages, monthlyStats } = await adminStats({ stats, clock });
    expect(tab.total).toBe(4);
    expect(tab.sent).toBe(2);
    expect(totalMessages).toBe(tab.sent);
    expect(monthlyStats.at(-1)!.messagesSent).toBe(tab.sent);
    expect(counted.filter((d) => d.messagesSent === 1)).toHaveLength(stored.filter(isMessageSent).length);
  });

  it('counts all the user’s texts, whatever the filters narrow the page to', async () => {
    const stats = memoryStats();
    const messages = memoryMessages(stats);
    const users = memoryUsers();
    const user = newUser({
      id: 'u2',
      phoneNumber: '+12015550124',
      firstName: 'Grace',
      lastName: 'Hopper',
      email: 'grace@example.com',
      timezone: 'America/Chicago',
      smsTransactionalOptIn: true,
      smsMarketingOptIn: false,
      now: new Date('2026-11-26T17:00:00Z'),
    });
    await users.create(user);
    for (const [i, body] of ['Reminder: one', 'Reminder: two', 'Reminder: three'].entries()) {
      await messages.record(
        {
          id: `m${i}`,
          userId: user.id,
          direction: 'outbound',
          from: 'NagText',
          to: user.phoneNumber,
          body,
          status: 'delivered',
          receivedAt: `2026-11-26T17:0${i}:00.000Z`,
          providerMessageId: `p${i}`,
        },
        { messagesSent: 1 },
      );
    }
    const page = await adminListUserMessages({ users, messages }, user.id, { ...QUERY, searchTerm: 'two' });
    expect([page.total, page.sent]).toEqual([1, 3]);
  });
});
