import { randomUUID } from 'node:crypto';
import { parseReply } from '#core/replies/domain/parse-reply';
import { handleReply } from '#core/replies/use-cases/handle-reply';
import { createReminder } from '#core/reminders/use-cases/create-reminder';
import { endTripOnSchedule, setTravel } from '#core/reminders/use-cases/travel';
import { tripEndPayload, tripEndScheduleName } from '#core/users/domain/travel';
import { smsSegments } from '#core/texting/domain/sms-segments';
import { nagTestDeps, nagUser } from '../../../support/nag-test-deps';
import { fireDue, textsTo } from '../../../support/run-nag-schedules';

const OUR_NUMBER = '+18885550100';
/** Monday 30 November 2026, 3:00 PM in New York (already Tuesday 1 December, 5:00 AM, in Tokyo). */
const MONDAY_3PM_NEW_YORK = '2026-11-30T20:00:00.000Z';
const now = new Date(MONDAY_3PM_NEW_YORK);

describe('a trip as the reply parser reads it', () => {
  it.each<[string, unknown]>([
    ["I'm in Tokyo until Friday", { kind: 'travel', zone: 'Asia/Tokyo', lastDay: '2026-12-04' }],
    ['in London for 2 weeks', { kind: 'travel', zone: 'Europe/London', lastDay: '2026-12-13' }],
    ['in London for a month', { kind: 'travel', zone: 'Europe/London', lastDay: '2026-12-29' }],
    ["I'm in Denver", { kind: 'travel', zone: 'America/Denver', lastDay: null }],
    ['I am in Tokyo till Dec 10', { kind: 'travel', zone: 'Asia/Tokyo', lastDay: '2026-12-10' }],
    // Already Tuesday in Tokyo: "until tomorrow" is Wednesday there.
    ["I'm in Tokyo until tomorrow", { kind: 'travel', zone: 'Asia/Tokyo', lastDay: '2026-12-02' }],
    ["I'm in Narnia", { kind: 'travel_unknown', place: 'Narnia' }],
    ["I'm in Tokyo until someday", { kind: 'travel_until_unreadable', zone: 'Asia/Tokyo', words: 'someday' }],
    ['BACK', { kind: 'travel_back' }],
    ['back home', { kind: 'travel_back' }],
    ["I'm home!", { kind: 'travel_back' }],
    // Not trips: a snooze stays a snooze, TZ stays the home zone.
    ['in an hour', { kind: 'snooze', minutes: 60 }],
    ['TZ Denver', { kind: 'home_zone', place: 'Denver' }],
  ])('%s', (text, expected) => {
    expect(parseReply(text, now, 'America/New_York')).toMatchObject(expected as object);
  });
});

async function setup() {
  const deps = nagTestDeps(MONDAY_3PM_NEW_YORK);
  const user = await nagUser(deps);
  const text = async (body: string) => {
    const before = deps.sms.sent.length;
    await handleReply(deps, {
      from: user.phoneNumber,
      to: OUR_NUMBER,
      body,
      providerMessageId: randomUUID(),
      receivedAt: deps.clock.now().toISOString(),
    });
    return deps.sms.sent.slice(before).map((s) => s.body);
  };
  const add = (task: string, time: string, clock: 'home' | 'where_i_am' | 'fixed', clockZone?: string) =>
    createReminder(deps, user.id, {
      task,
      scheduledDate: '2026-12-01',
      scheduledTime: time,
      repeat: 'daily',
      clock,
      ...(clockZone ? { clockZone } : {}),
    } as Parameters<typeof createReminder>[2]);
  const next = async (id: string) => (await deps.reminders.get(user.id, id))!.nextNag!.at;
  return { deps, user, text, add, next };
}

describe('travel by text', () => {
  it('says what follows, what stays and what waits for quiet hours; BACK returns it', async () => {
    const { deps, user, text, add, next } = await setup();
    const gym = await add('Gym', '07:00', 'where_i_am');
    const pills = await add('Pills', '22:00', 'home');
    const call = await add('Call mom', '15:00', 'fixed', 'America/New_York');
    expect(await next(gym.id)).toBe('2026-12-01T12:00:00.000Z');

    const [answer] = await text("I'm in Tokyo until Friday");
    expect(answer).toContain('Got it: Tokyo until Fri Dec 4.');
    expect(answer).toContain("'Gym' follows you (7:00 AM Tokyo)");
    expect(answer).toContain("'Pills' stays on home time (10:00 PM New York = 12:00 PM Tokyo)");
    expect(answer).toContain("'Call mom' stays at 3:00 PM New York (5:00 AM Tokyo)");
    expect(answer).toContain("Reply BACK when you're home.");
    expect(smsSegments(answer!)).toBeLessThanOrEqual(2);
    // The gym follows: 7:00 AM Tokyo on Tuesday 1 December, two hours from now; the pills and the call do not move.
    expect(await next(gym.id)).toBe('2026-11-30T22:00:00.000Z');
    expect(await next(pills.id)).toBe('2026-12-02T03:00:00.000Z');
    expect(await next(call.id)).toBe('2026-12-01T20:00:00.000Z');
    expect((await deps.users.get(user.id))!.travel?.endsAt).toBe('2026-12-04T15:00:00.000Z');

    // The same text again (past the hour in which the same answer is not repeated) changes nothing.
    const setAt = (await deps.users.get(user.id))!.travel?.setAt;
    deps.clock.advanceMinutes(61);
    expect(await text("I'm in Tokyo until Friday")).toEqual([answer]);
    expect((await deps.users.get(user.id))!.travel?.setAt).toBe(setAt);

    const [back] = await text('BACK');
    expect(back).toMatch(/^Welcome back from Tokyo: your reminders are on New York time again\./);
    expect(back).toContain("'Gym' next");
    expect(await next(gym.id)).toBe('2026-12-01T12:00:00.000Z');
    expect((await deps.users.get(user.id))!.travel).toBeUndefined();
    expect([...deps.scheduler.live.keys()].filter((n) => n.startsWith('trip-end-'))).toEqual([]);
    expect(await text('BACK')).toEqual(["You're on New York time already: nothing changed."]);
  });

  it.each([
    ["I'm in Narnia", 'Where is "Narnia"? I don\'t know its time zone, so nothing changed.'],
    ["I'm in Tokyo until Jan 1 2028", 'A trip lasts at most 365 days'],
    ["I'm in Tokyo until someday", "I couldn't read the last day of your Tokyo trip, so nothing changed."],
  ])('%s: a clear answer, nothing changed', async (body, words) => {
    const { deps, user, text, add, next } = await setup();
    const gym = await add('Gym', '07:00', 'where_i_am');
    const [answer] = await text(body);
    expect(answer).toContain(words);
    expect((await deps.users.get(user.id))!.travel).toBeUndefined();
    expect(await next(gym.id)).toBe('2026-12-01T12:00:00.000Z');
  });

  it('a home-time reminder in local quiet hours: the answer says so, and its text waits', async () => {
    const { text, add, next } = await setup();
    // 10:00 AM New York is midnight in Tokyo.
    const pills = await add('Pills', '10:00', 'home');
    const [answer] = await text("I'm in Tokyo until Friday");
    expect(answer).toContain(
      "'Pills' stays on home time (10:00 AM New York = 12:00 AM Tokyo, in your quiet hours there: it waits until 8:00 AM)",
    );
    expect(await next(pills.id)).toBe('2026-12-01T23:00:00.000Z');
  });
});

describe('the end of a trip by its schedule', () => {
  it('ends it, re-plans, texts once naming what moved more than an hour; a second delivery does nothing', async () => {
    const { deps, user, add, next } = await setup();
    const gym = await add('Gym', '07:00', 'where_i_am');
    await add('Pills', '22:00', 'home');
    const { trip } = await setTravel(deps, user.id, { zone: 'Asia/Tokyo', until: '2026-12-04' });
    const name = tripEndScheduleName(user.id, trip!);
    expect(deps.scheduler.live.get(name)).toEqual({
      at: new Date('2026-12-04T15:00:00.000Z'),
      payload: tripEndPayload(user.id, trip!),
    });
    const payload = tripEndPayload(user.id, trip!);

    // Fired early (a clock running ahead): nothing ends, the schedule is set again.
    expect(await endTripOnSchedule(deps, payload)).toBe('early');
    deps.clock.set('2026-12-04T15:00:00.000Z');
    const before = deps.sms.sent.length;
    expect(await endTripOnSchedule(deps, payload)).toBe('texted');
    expect(await endTripOnSchedule(deps, payload)).toBe('stale');
    const sent = deps.sms.sent.slice(before).map((s) => s.body);
    expect(sent).toHaveLength(1);
    expect(sent[0]).toMatch(
      /^Welcome back from Tokyo: your reminders are on New York time again\. 'Gym' next Sat Dec 5, 7:00 AM\./,
    );
    expect(sent[0]).not.toContain('Pills');
    expect(await next(gym.id)).toBe('2026-12-05T12:00:00.000Z');
    expect((await deps.users.get(user.id))!.travel).toBeUndefined();
  });

  it.each([
    ['before the trip is cleared', 'before'],
    ['after the trip is cleared', 'after'],
  ] as const)(
    "a crash %s: no reminder is left on the trip's clock, and the end texts at most once",
    async (_, when) => {
      const { deps, user, add, next } = await setup();
      const gym = await add('Gym', '07:00', 'where_i_am');
      const { trip } = await setTravel(deps, user.id, { zone: 'Asia/Tokyo', until: '2026-12-04' });
      const payload = tripEndPayload(user.id, trip!);
      deps.clock.set('2026-12-04T15:00:00.000Z');
      const endTravel = deps.users.endTravel.bind(deps.users);
      deps.users.endTravel = async (...args) => {
        deps.users.endTravel = endTravel;
        if (when === 'before') throw new Error('the Lambda died');
        await endTravel(...args);
        throw new Error('the Lambda died');
      };
      const before = deps.sms.sent.length;
      await expect(endTripOnSchedule(deps, payload)).rejects.toThrow('the Lambda died');
      // Already on home time: 7:00 AM New York on Saturday.
      expect(await next(gym.id)).toBe('2026-12-05T12:00:00.000Z');
      expect(await endTripOnSchedule(deps, payload)).toBe(when === 'before' ? 'texted' : 'stale');
      expect(await endTripOnSchedule(deps, payload)).toBe('stale');
      const sent = deps.sms.sent.slice(before).map((s) => s.body);
      expect(sent).toHaveLength(when === 'before' ? 1 : 0);
      if (when === 'before') expect(sent[0]).toContain("'Gym' next Sat Dec 5, 7:00 AM");
      expect(await next(gym.id)).toBe('2026-12-05T12:00:00.000Z');
      expect((await deps.users.get(user.id))!.travel).toBeUndefined();
    },
  );

  it('says nothing when nothing moves by more than an hour', async () => {
    const { deps, user, add } = await setup();
    await add('Pills', '22:00', 'home');
    // Toronto keeps New York's clock: a where-I-am reminder would not move at all.
    await add('Gym', '07:00', 'where_i_am');
    const { trip } = await setTravel(deps, user.id, { zone: 'America/Toronto', until: '2026-12-04' });
    deps.clock.set(trip!.endsAt!);
    const before = deps.sms.sent.length;
    const outcome = await endTripOnSchedule(deps, tripEndPayload(user.id, trip!));
    expect(outcome).toBe('ended_quietly');
    expect(deps.sms.sent.length).toBe(before);
  });

  it('a trip replaced before the old end fires: the old end changes nothing, in either order', async () => {
    const { deps, user, add, next } = await setup();
    const gym = await add('Gym', '07:00', 'where_i_am');
    const first = (await setTravel(deps, user.id, { zone: 'Asia/Tokyo', until: '2026-12-02' })).trip!;
    const second = (await setTravel(deps, user.id, { zone: 'Europe/London', until: '2026-12-10' })).trip!;
    // The old trip's schedule is gone, the new one's is set.
    expect(deps.scheduler.live.has(tripEndScheduleName(user.id, first))).toBe(false);
    expect(deps.scheduler.live.has(tripEndScheduleName(user.id, second))).toBe(true);
    // 7:00 AM London is 07:00 UTC.
    expect(await next(gym.id)).toBe('2026-12-01T07:00:00.000Z');
    deps.clock.set(first.endsAt!);
    const before = deps.sms.sent.length;
    expect(await endTripOnSchedule(deps, tripEndPayload(user.id, first))).toBe('stale');
    expect((await deps.users.get(user.id))!.travel?.zone).toBe('Europe/London');
    expect(await next(gym.id)).toBe('2026-12-01T07:00:00.000Z');
    deps.clock.set(second.endsAt!);
    expect(await endTripOnSchedule(deps, tripEndPayload(user.id, second))).toBe('texted');
    // The old one delivered again after the new one ended: still nothing.
    expect(await endTripOnSchedule(deps, tripEndPayload(user.id, first))).toBe('stale');
    expect(deps.sms.sent.length).toBe(before + 1);
  });
});

describe('while away, texts are read and answered where the person is', () => {
  it('a reminder added by text is at its time there, and follows the person', async () => {
    const { deps, user, text } = await setup();
    await text("I'm in Tokyo until Friday");
    // It is Tuesday 1 December, 5:00 AM, in Tokyo: tomorrow is Wednesday there.
    expect(await text('remind me to stretch tomorrow at 6pm')).toEqual([
      'Got it: #1 Stretch, Wed Dec 2 6:00 PM. Reply UNDO to remove it.',
    ]);
    const [stretch] = await deps.reminders.listForUser(user.id);
    expect(stretch).toMatchObject({ clock: 'where_i_am', occurrenceAt: '2026-12-02T09:00:00.000Z' });
  });

  it('PAUSE names its end there; "PAUSE until 9am" is 9 AM there', async () => {
    const { text } = await setup();
    await text("I'm in Tokyo until Friday");
    expect(await text('PAUSE 3H')).toEqual([
      'Paused: no reminder texts until 8:00 AM. Reply RESUME to get them sooner.',
    ]);
    expect(await text('PAUSE until 9am')).toEqual([
      'Paused: no reminder texts until 9:00 AM. Reply RESUME to get them sooner.',
    ]);
  });

  it('at home, the same texts read home time', async () => {
    const { text } = await setup();
    expect(await text('PAUSE 3H')).toEqual([
      'Paused: no reminder texts until 6:00 PM. Reply RESUME to get them sooner.',
    ]);
  });
});

describe('away, the texts a reminder sends name times where the person is', () => {
  it('a heads-up names its occurrence at the time there', async () => {
    const { deps, user, text } = await setup();
    await createReminder(deps, user.id, {
      task: 'Pills',
      scheduledDate: '2026-12-01',
      scheduledTime: '22:00',
      repeat: 'daily',
      headsUpHours: 3,
    });
    await text("I'm in Tokyo until Friday");
    // The heads-up goes at 7:00 PM New York on Tuesday = 9:00 AM Wednesday in Tokyo; the pills' 10:00 PM is noon there.
    deps.clock.set('2026-12-02T00:00:00.000Z');
    await fireDue(deps);
    expect(textsTo(deps, user.phoneNumber).at(-1)).toBe(
      "Today 12:00 PM: Pills (#1). Reply DONE if it's already handled.",
    );
  });
});
