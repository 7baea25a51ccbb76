import type { DynamoDBDocumentClient } from '@aws-sdk/lib-dynamodb';
import { newUser, type User } from '#core/users/domain/user';
import { syncSubscription } from '#core/billing/use-cases/sync-subscription';
import { reconcileUserNags } from '#core/reminders/use-cases/reconcile-user-nags';
import { sendNag } from '#core/nags/use-cases/send-nag';
import { createReminder } from '#core/reminders/use-cases/create-reminder';
import { deleteReminder } from '#core/reminders/use-cases/delete-reminder';
import { updateReminder } from '#core/reminders/use-cases/update-reminder';
import { handleReply } from '#core/replies/use-cases/handle-reply';
import { recordDeliveryReceipt } from '#core/escalation/use-cases/record-delivery-receipt';
import { callFailedNag, retryNagText } from '#core/escalation';
import { recordingVoiceCaller } from '../support/recording-voice-caller';
import type { Deps } from '#core/deps';
import { DomainError } from '#core/kernel/errors';
import { accountMonth } from '#core/kernel/account-month';
import { fakeBilling } from '../support/fake-billing';
import { testPorts } from '../support/test-ports';
import { EventQueue, type SimEvent } from './event-queue';
import { crashableDeps, FaultLog, InjectedCrash } from './faults';
import { checkInvariants, type Observed } from './invariants';
import { logicalClock } from './logical-clock';
import { seededRandom } from './prng';
import { SimProvider } from './provider';
import { SimScheduler } from './sim-scheduler';
import { persona, REPEATS, replyBody, STYLES, wallDate, wallTime, ZONES, type Persona } from './world';

export interface SimulationOptions {
  seed: number;
  users: number;
  days: number;
  /** The send budget (messages per second). */
  perSecond?: number;
  /** A user id whose events and texts are printed as they happen (to replay a violation and see why). */
  trace?: string;
  doc: DynamoDBDocumentClient;
  tables: { data: string; auth: string };
}

export interface SimulationResult {
  seed: number;
  /** The world's size as asked for, to replay it. */
  users: number;
  days: number;
  userDays: number;
  texts: number;
  faults: Map<string, number>;
  violations: string[];
  /** Each user's texts scaled to 30 days of their own time in the world, sorted. */
  textsPerUserMonth: number[];
  /** The most texts one user got in one calendar month (the account's, in its zone), the month the texting budget counts. */
  mostInACalendarMonth: number;
}

const MINUTE = 60_000;
const DAY = 24 * 60 * MINUTE;
const OUR_NUMBER = '+18885550100';
/** SQS's visibility timeout, roughly: when a failed (crashed) delivery is tried again. */
const RETRY_MS = 30_000;

type SimDeps = Deps;

/** What the API would answer with a 4xx: the world's request is refused and it moves on. Anything else is a bug. */
const ignoreRefusal = (error: unknown) => {
  if (!(error instanceof DomainError)) throw error;
};

/**
 * A seeded month of NagText: the production use cases over the production DynamoDB repositories, driven in
 * logical time by a world of users who sign up, make reminders, answer (or ignore) their nags, change zones,
 * edit and delete, lapse and renew; with faults injected throughout, and the invariants checked at the end.
 */
export async function runSimulation(options: SimulationOptions): Promise<SimulationResult> {
  const random = seededRandom(options.seed);
  // Everything chosen by chance follows the seed (the production code's jitter and the ids included), and
  // nothing else draws from it (the SDK's own retries use Math.random), so a seed replays a run exactly.
  let idCounter = 0;
  const seededId = () =>
    `${(idCounter += 1).toString(36)}-${Math.floor(random.next() * 2 ** 32)
      .toString(16)
      .padStart(8, '0')}`;
  return simulate();

  async function simulate(): Promise<SimulationResult> {
    const faults = new FaultLog();
    const queue = new EventQueue();
    const start = Date.parse('2031-03-02T05:00:00.000Z') + (options.seed % 97) * DAY;
    const clock = logicalClock(start);
    const perSecond = options.perSecond ?? 3;
    const scheduler = new SimScheduler(queue, random, faults, 0.05);
    const provider = new SimProvider(clock, random, faults, 0.005, seededId);
    const billing = fakeBilling(() => clock.now());
    const { doc, tables } = options;
    // The production repositories on DynamoDB Local (testPorts), with the world's clock, scheduler and billing.
    const base: SimDeps = {
      ...testPorts({
        doc,
        tables,
        clock,
        scheduler,
        billing,
        settings: { sendPace: { perSecond, maxWaitSeconds: 20, sleep: clock.sleep } },
      }),
      ids: { next: seededId },
      randomness: { fraction: () => random.next() },
      // The world's provider takes every text as it is (no destination guard in front).
      sms: provider,
      // Escalation: nobody in this world consents to calls or names a buddy; a failed nag is still retried once.
      voice: recordingVoiceCaller(),
    };
    const crash = crashableDeps(base);
    // Counting metrics is no port call a crash could come before (no I/O): left out of the crash points.
    const deps: SimDeps = { ...crash.deps, metrics: { count: () => undefined, seconds: () => undefined } };

    const people = new Map<string, { user: User; persona: Persona; sinceReply: number; subscriptionId: string }>();
    const observed: Observed = {
      stops: new Map(),
      snoozes: new Map(),
      blocked: new Set(),
      edits: new Map(),
      lastActiveDay: 0,
    };

    async function signUp(): Promise<void> {
      const id = `sim-${options.seed}-${people.size + 1}`;
      const customerId = `cus_${id}`;
      const subscriptionId = `sub_${id}`;
      const phone = `+1555${String(options.seed % 1000).padStart(3, '0')}${String(people.size + 1).padStart(4, '0')}`;
      const user: User = {
        ...newUser({
          id,
          phoneNumber: phone,
          firstName: 'Sim',
          lastName: String(people.size + 1),
          email: `${id}@example.com`,
          timezone: random.pick(ZONES),
          smsTransactionalOptIn: true,
          smsMarketingOptIn: false,
          now: clock.now(),
        }),
        nagStyle: random.pick(STYLES),
        subscriptionStatus: 'trialing',
        stripeCustomerId: customerId,
        subscriptionId,
        welcomeTextSentAt: clock.now().toISOString(),
      };
      await base.users.create(user);
      billing.subscriptions.set(subscriptionId, {
        id: subscriptionId,
        customerId,
        userId: id,
        status: 'trialing',
        startDate: clock.now().toISOString(),
        currentPeriodEnd: new Date(clock.ms() + 14 * DAY).toISOString(),
        trialEnd: new Date(clock.ms() + 14 * DAY).toISOString(),
        cancelAtPeriodEnd: false,
      });
      // One number in 25 cannot receive texts at all (a landline kept by mistake): every send to it fails for good.
      if (people.size % 25 === 3) provider.rejecting.add(phone);
      people.set(id, { user, persona: persona(random), sinceReply: 0, subscriptionId });
      for (let i = random.int(1, 3); i > 0; i -= 1) await addReminder(id);
    }

    async function addReminder(userId: string): Promise<void> {
      const person = people.get(userId)!;
      const at = new Date(clock.ms() + random.int(10, 36 * 60) * MINUTE);
      // Refused when the time already passed in the user's zone, or the subscription lapsed: people move on.
      await createReminder(base, userId, {
        task: `Task ${random.int(1, 999)}`,
        scheduledDate: wallDate(at, person.user.timezone),
        scheduledTime: wallTime(random),
        repeat: random.pick(REPEATS),
      }).catch(ignoreRefusal);
    }

    /** Texts sent since `from`: each gets a receipt (sometimes lost, duplicated or out of order), and may get a reply. */
    function traceLine(line: string): void {
      process.stderr.write(`${clock.now().toISOString()} ${line}\n`);
    }

    function traceEvent(event: SimEvent, note = ''): void {
      const userId = event.kind === 'deliver' ? event.payload.userId : 'userId' in event ? event.userId : undefined;
      if (userId === options.trace) traceLine(`${JSON.stringify(event)} ${note}`);
    }

    function afterSends(from: number): void {
      for (const text of provider.sent.slice(from)) {
        if (options.trace && text.to === people.get(options.trace)?.user.phoneNumber) traceLine(`  text: ${text.body}`);
        if (random.chance(0.05)) faults.count('delivery receipt lost');
        else {
          const outcome = random.chance(0.03) ? 'failed' : 'delivered';
          queue.push(text.at + random.int(1, 180) * 1000, {
            kind: 'receipt',
            providerMessageId: text.messageId,
            outcome,
            attempt: 1,
          });
          if (random.chance(0.05)) {
            faults.count('delivery receipt duplicated (and reordered)');
            queue.push(text.at + random.int(1, 600) * 1000, {
              kind: 'receipt',
              providerMessageId: text.messageId,
              outcome,
              attempt: 1,
            });
          }
        }
        const person = [...people.values()].find((p) => p.user.phoneNumber === text.to);
        if (!person || person.persona.ignores || !/\(#\d+\)/.test(text.body)) continue;
        person.sinceReply += 1;
        if (person.sinceReply < person.persona.replyAfter) continue;
        person.sinceReply = 0;
        const body = replyBody(random);
        const sentAt = text.at + random.int(1, 30) * MINUTE;
        queue.push(sentAt, {
          kind: 'reply',
          userId: person.user.id,
          body,
          inReplyTo: text.messageId,
          id: seededId(),
          attempt: 1,
          sentAt,
        });
      }
    }

    async function handle(event: SimEvent): Promise<void> {
      switch (event.kind) {
        case 'fire': {
          const payload = scheduler.take(event.name, event.version);
          if (!payload) return;
          // A nag's schedule, or a failed nag's retry or call (escalation), all delivered through the send queue.
          const delivery =
            payload.kind === 'retryNag' || payload.kind === 'callNag'
              ? {
                  userId: String(payload.userId),
                  reminderId: '',
                  nagId: String(payload.nagId),
                  failed: payload.kind as 'retryNag' | 'callNag',
                }
              : {
                  userId: String(payload.userId),
                  reminderId: String(payload.reminderId),
                  nagId: String(payload.nagId),
                };
          queue.push(clock.ms(), { kind: 'deliver', payload: delivery, attempt: 1 });
          if (random.chance(0.03)) {
            faults.count('schedule delivered twice');
            queue.push(clock.ms() + random.int(0, 120_000), { kind: 'deliver', payload: delivery, attempt: 1 });
          }
          return;
        }
        case 'deliver': {
          const { failed } = event.payload;
          const outcome =
            failed === 'retryNag'
              ? await retryNagText(deps, event.payload)
              : failed === 'callNag'
                ? await callFailedNag(deps, event.payload)
                : await sendNag(deps, event.payload);
          if (event.payload.userId === options.trace) traceLine(`  -> ${outcome}`);
          return;
        }
        case 'reply': {
          const person = people.get(event.userId)!;
          await handleReply(deps, {
            from: person.user.phoneNumber,
            to: OUR_NUMBER,
            body: event.body,
            providerMessageId: event.id,
            receivedAt: clock.now().toISOString(),
            inReplyTo: event.inReplyTo,
          });
          const upper = event.body.trim().toUpperCase();
          if (upper === 'STOP') {
            // A STOP while already stopped (a late answer to an earlier nag) changes nothing: one spell until START.
            const spells = observed.stops.get(person.user.phoneNumber) ?? [];
            if (!spells.some((s) => s.startAt === undefined))
              observed.stops.set(person.user.phoneNumber, [...spells, { stopAt: clock.ms() }]);
            observed.blocked.add(person.user.id);
            if (random.chance(0.7)) {
              const sentAt = clock.ms() + random.int(1, 3) * DAY;
              queue.push(sentAt, {
                kind: 'reply',
                userId: person.user.id,
                body: 'START',
                id: seededId(),
                attempt: 1,
                sentAt,
              });
            }
          } else if (upper === 'START') {
            const spells = observed.stops.get(person.user.phoneNumber) ?? [];
            // In effect from the first try: a crash after the opt-in was saved lets nags go before the retry.
            const open = spells.find((s) => s.startAt === undefined);
            if (open) open.startAt = event.sentAt;
          } else if (upper.startsWith('SNOOZE')) {
            observed.snoozes.set(person.user.id, [...(observed.snoozes.get(person.user.id) ?? []), event.sentAt]);
          } else if (upper.startsWith('PAUSE')) {
            observed.blocked.add(person.user.id);
          }
          return;
        }
        case 'receipt':
          await recordDeliveryReceipt(deps, {
            providerMessageId: event.providerMessageId,
            outcome: event.outcome,
            description: event.outcome === 'failed' ? 'Carrier unreachable' : 'DELIVERED',
            reportedAt: clock.now().toISOString(),
          });
          return;
        case 'billing':
          await syncSubscription(deps, {
            subscriptionId: people.get(event.userId)!.subscriptionId,
            userId: event.userId,
            triggerId: event.eventId,
          });
          return;
        case 'day':
          await worldDay(event.day);
          return;
      }
    }

    let lapsedYet = false;

    /** The world's daily turn: sign-ups in the first week, then changes people make. */
    async function worldDay(day: number): Promise<void> {
      const signUpsToday = day < 7 ? Math.ceil(options.users / 7) : 0;
      for (let i = 0; i < signUpsToday && people.size < options.users; i += 1) await signUp();
      observed.lastActiveDay = day;
      for (const person of people.values()) {
        const id = person.user.id;
        if (random.chance(0.01)) {
          const timezone = random.pick(ZONES);
          await base.users.update(id, { timezone }, clock.now().toISOString());
          await reconcileUserNags(base, id);
          faults.count('world: time-zone change');
          if (id === options.trace) traceLine(`world: time zone now ${timezone}`);
        }
        if (random.chance(0.01)) {
          await base.users.update(
            id,
            { quietHoursStart: wallTime(random), quietHoursEnd: '07:00' },
            clock.now().toISOString(),
          );
          await reconcileUserNags(base, id);
          faults.count('world: quiet-hours change');
          if (id === options.trace) traceLine('world: quiet hours changed');
        }
        const reminders = await base.reminders.listForUser(id);
        for (const reminder of reminders) {
          if (random.chance(0.01)) {
            // Refused (a 4xx) while the subscription is lapsed, as the API would answer.
            await deleteReminder(base, id, reminder.id).catch(ignoreRefusal);
            if (id === options.trace) traceLine(`world: delete ${reminder.id}`);
          } else if (random.chance(0.02)) {
            const user = (await base.users.get(id))!;
            const at = new Date(clock.ms() + random.int(60, 24 * 60) * MINUTE);
            // Refused when the new time fell in the past or the subscription lapsed: nothing changes.
            const edited = await updateReminder(base, id, reminder.id, {
              task: reminder.task,
              scheduledDate: wallDate(at, user.timezone),
              scheduledTime: wallTime(random),
              repeat: random.pick(REPEATS),
            }).then(
              () => true,
              (error) => (ignoreRefusal(error), false),
            );
            if (edited) observed.edits.set(reminder.id, [...(observed.edits.get(reminder.id) ?? []), clock.ms()]);
            if (id === options.trace) traceLine(`world: edit ${reminder.id}`);
          }
        }
        if (random.chance(0.03)) await addReminder(id);
        const subscription = billing.subscriptions.get(person.subscriptionId)!;
        // The first lapse of a run comes on day 1 at the latest, so even a short run lapses and renews whatever its seed draws.
        const firstLapse = day === 1 && !lapsedYet;
        const lapse = subscription.status !== 'past_due' && (random.chance(0.02) || firstLapse);
        if (lapse) lapsedYet = true;
        const renew = subscription.status === 'past_due' && random.chance(0.3);
        if (lapse || renew) {
          observed.blocked.add(id);
          billing.subscriptions.set(person.subscriptionId, { ...subscription, status: lapse ? 'past_due' : 'active' });
          // The provider's events for it, sometimes twice and out of order (each read is of the state as it is then);
          // the first of a run always, so even a short run exercises it whatever its seed draws.
          const duplicated = 'billing event duplicated and reordered';
          const copies = !faults.counts.has(duplicated) || random.chance(0.2) ? 2 : 1;
          if (copies === 2) faults.count(duplicated);
          const eventId = `evt_${seededId()}`;
          for (let c = 0; c < copies; c += 1)
            queue.push(clock.ms() + random.int(0, 300_000), { kind: 'billing', userId: id, eventId, attempt: 1 });
        }
      }
    }

    for (let day = 0; day < options.days; day += 1) queue.push(start + day * DAY, { kind: 'day', day });
    const end = start + options.days * DAY;
    for (let next = queue.pop(); next && next.at < end; next = queue.pop()) {
      clock.moveTo(next.at);
      const event = next.event;
      const sentBefore = provider.sent.length;
      const crashable = event.kind !== 'fire' && event.kind !== 'day' && event.attempt === 1 && random.chance(0.08);
      if (crashable) crash.arm(random.int(1, 14));
      if (options.trace) traceEvent(event);
      try {
        await handle(event);
      } catch (error) {
        if (!(error instanceof InjectedCrash)) throw error;
        if (options.trace) traceEvent(event, 'crashed');
        faults.count(`crash mid-way, then the platform's retry (${event.kind})`);
        queue.push(clock.ms() + RETRY_MS, {
          ...event,
          attempt: (event as { attempt: number }).attempt + 1,
        } as SimEvent);
      } finally {
        crash.disarm();
      }
      afterSends(sentBefore);
    }

    const violations = await checkInvariants({
      base,
      people: [...people.values()].map((p) => p.user),
      provider,
      scheduler,
      queue,
      perSecond,
      observed,
      end,
    });
    const perUser = new Map<string, number>();
    const perUserCalendarMonth = new Map<string, number>();
    const zoneOf = new Map([...people.values()].map((p) => [p.user.phoneNumber, p.user.timezone]));
    for (const text of provider.sent) {
      perUser.set(text.to, (perUser.get(text.to) ?? 0) + 1);
      const key = `${text.to} ${accountMonth(new Date(text.at), zoneOf.get(text.to) ?? 'UTC').key}`;
      perUserCalendarMonth.set(key, (perUserCalendarMonth.get(key) ?? 0) + 1);
    }
    const daysIn = (user: User) => Math.max(0, (end - Date.parse(user.createdAt)) / DAY);
    return {
      seed: options.seed,
      users: options.users,
      days: options.days,
      userDays: [...people.values()].reduce((sum, p) => sum + daysIn(p.user), 0),
      texts: provider.sent.length,
      faults: faults.counts,
      violations,
      textsPerUserMonth: [...people.values()]
        .map((p) => ((perUser.get(p.user.phoneNumber) ?? 0) * 30) / Math.max(1, daysIn(p.user)))
        .sort((a, b) => a - b),
      mostInACalendarMonth: Math.max(0, ...perUserCalendarMonth.values()),
    };
  }
}
