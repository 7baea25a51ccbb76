import { randomUUID } from 'node:crypto';
import { lastCodeTo, request } from '../../support/http-session';
import { startLocalApp, type LocalApp } from '../../support/local-app';
import { reminderSession } from '../../support/reminder-session';

/**
 * Issue 36's walk on the local stack: a person in New York flies to Tokyo for a week with a home-time pill, a
 * where-I-am gym and a fixed-instant call, the app clock moving through each change of US summer time (Tokyo keeps
 * +09:00). Every text goes through the real scheduler, DynamoDB Local and the phone simulator's outbox.
 */
let app: LocalApp;
afterEach(() => app?.stop());

const { subscribedUser, textsTo, advance, itemsOf } = reminderSession(() => app);
const NY = 'America/New_York';
const TOKYO = 'Asia/Tokyo';

async function replyFrom(from: string, body: string) {
  const answer = await request(app.baseUrl, 'POST', '/dev/sms/reply', {
    body: { from, body, inboundMessageId: `in-${randomUUID()}` },
  });
  expect(answer.status).toBe(200);
  return textsTo(from).at(-1)!;
}

/** A subscribed New Yorker with quiet hours 22:00-07:00 (read where they are). */
async function newYorker() {
  const session = await subscribedUser({ timezone: NY });
  await app.runtime
    .deps()
    .users.update(
      session.user.id,
      { quietHoursStart: '22:00', quietHoursEnd: '07:00' },
      app.runtime.clock.now().toISOString(),
    );
  return session;
}

type Session = Awaited<ReturnType<typeof newYorker>>;

/** Signs the person in again by a texted code: a week on the app's clock outlives the first session. */
async function signedInAgain(session: Session): Promise<Session> {
  expect((await request(app.baseUrl, 'POST', '/api/auth/login', { body: { phoneNumber: session.phone } })).status).toBe(
    200,
  );
  const verified = await request(app.baseUrl, 'POST', '/api/auth/verify-login-otp', {
    body: { phoneNumber: session.phone, code: await lastCodeTo(app.baseUrl, session.phone) },
  });
  expect(verified.status).toBe(200);
  return { ...session, token: verified.body.token as string };
}

async function create(session: Session, body: Record<string, unknown>) {
  const created = await request(app.baseUrl, 'POST', '/api/tasks', { token: session.token, body });
  expect(created.status).toBe(201);
  return created.body as { id: string; ref: string };
}

async function tasksById(session: Session) {
  const listed = await request(app.baseUrl, 'GET', '/api/tasks', { token: session.token });
  return Object.fromEntries((listed.body as Array<Record<string, unknown>>).map((t) => [t.id as string, t]));
}

/**
 * Moves the app clock an hour at a time for `hours`, answering DONE to each occurrence's first text within the hour
 * it came (so no ladder grows, nothing is paused for being ignored). Answers the minutes each reminder's first texts went.
 */
async function walk(session: Session, hours: number, refs: Record<string, string>) {
  const answered = new Set<string>();
  for (let hour = 0; hour < hours; hour += 1) {
    await advance(60);
    const firsts = (await itemsOf(session.user.id, 'NOTIF#')).filter(
      (n) => n.attempt === 1 && n.status === 'sent' && !answered.has(n.id as string),
    );
    for (const nag of firsts) {
      answered.add(nag.id as string);
      await replyFrom(session.phone, `DONE ${refs[nag.reminderId as string]}`);
    }
  }
  const sent = (await itemsOf(session.user.id, 'NOTIF#')).filter((n) => n.attempt === 1 && n.status === 'sent');
  const firstTextsOf = (id: string) =>
    sent
      .filter((n) => n.reminderId === id)
      .map((n) => `${(n.sentAt as string).slice(0, 16)}:00.000Z`) // the minute it went
      .sort();
  return firstTextsOf;
}

describe('a week in Tokyo from New York on the local stack, across each change of US summer time', () => {
  it.each([
    {
      name: 'March (US summer time begins Sun Mar 14)',
      // Wed Mar 10, 10:00 AM in New York; already Thu Mar 11 in Tokyo.
      start: '2027-03-10T15:00:00.000Z',
      gymFrom: '2027-03-11',
      callOn: '2027-03-16',
      lastDay: 'Wed Mar 17',
      // 9:00 PM New York: 02:00 UTC the next day in winter, 01:00 in summer; 11:00 AM, then 10:00 AM, in Tokyo.
      pills: [
        '2027-03-11T02:00:00.000Z',
        '2027-03-12T02:00:00.000Z',
        '2027-03-13T02:00:00.000Z',
        '2027-03-14T02:00:00.000Z',
        '2027-03-15T01:00:00.000Z',
        '2027-03-16T01:00:00.000Z',
        '2027-03-17T01:00:00.000Z',
        '2027-03-18T01:00:00.000Z',
      ],
      // 7:00 AM in Tokyo (22:00 UTC the day before) through the last day there, then 7:00 AM New York.
      gym: [
        '2027-03-10T22:00:00.000Z',
        '2027-03-11T22:00:00.000Z',
        '2027-03-12T22:00:00.000Z',
        '2027-03-13T22:00:00.000Z',
        '2027-03-14T22:00:00.000Z',
        '2027-03-15T22:00:00.000Z',
        '2027-03-16T22:00:00.000Z',
        '2027-03-18T11:00:00.000Z',
      ],
      // 3:00 PM New York in summer time: 4:00 AM in Tokyo, inside quiet hours there, and sent at its time.
      call: ['2027-03-16T19:00:00.000Z'],
    },
    {
      name: 'November (US summer time ends Sun Nov 7)',
      // Wed Nov 3, 11:00 AM in New York; already Thu Nov 4 in Tokyo.
      start: '2027-11-03T15:00:00.000Z',
      gymFrom: '2027-11-04',
      callOn: '2027-11-09',
      lastDay: 'Wed Nov 10',
      pills: [
        '2027-11-04T01:00:00.000Z',
        '2027-11-05T01:00:00.000Z',
        '2027-11-06T01:00:00.000Z',
        '2027-11-07T01:00:00.000Z',
        '2027-11-08T02:00:00.000Z',
        '2027-11-09T02:00:00.000Z',
        '2027-11-10T02:00:00.000Z',
        '2027-11-11T02:00:00.000Z',
      ],
      gym: [
        '2027-11-03T22:00:00.000Z',
        '2027-11-04T22:00:00.000Z',
        '2027-11-05T22:00:00.000Z',
        '2027-11-06T22:00:00.000Z',
        '2027-11-07T22:00:00.000Z',
        '2027-11-08T22:00:00.000Z',
        '2027-11-09T22:00:00.000Z',
        '2027-11-11T12:00:00.000Z',
      ],
      // 3:00 PM New York in winter time: 5:00 AM in Tokyo.
      call: ['2027-11-09T20:00:00.000Z'],
    },
  ])('$name: home-time pills, where-I-am gym and a fixed call each keep their clock', async (week) => {
    app = await startLocalApp({ startAt: new Date(week.start) });
    const session = await newYorker();
    const startDate = new Intl.DateTimeFormat('en-CA', { timeZone: NY }).format(new Date(week.start));
    const pills = await create(session, {
      task: 'Pills',
      scheduledDate: startDate,
      scheduledTime: '21:00',
      repeat: 'daily',
    });
    const gym = await create(session, {
      task: 'Gym',
      scheduledDate: week.gymFrom,
      scheduledTime: '07:00',
      repeat: 'daily',
      clock: 'where_i_am',
    });
    const call = await create(session, {
      task: 'Call mom',
      scheduledDate: week.callOn,
      scheduledTime: '15:00',
      repeat: 'once',
      clock: 'fixed',
      clockZone: NY,
    });

    const answer = await replyFrom(session.phone, "I'm in Tokyo until Wednesday");
    expect(answer).toMatch(new RegExp(`^Got it: Tokyo until ${week.lastDay}\\.`));
    expect(answer).toMatch(/'Gym' follows you \(7:00 AM Tokyo\)/);
    expect(answer).toMatch(/'Pills' stays on home time \(9:00 PM New York = 1[01]:00 AM Tokyo\)/);
    expect(answer).toMatch(/Reply BACK when you're home\.$/);

    // The cards while away: each reads its time on its own clock.
    const away = await tasksById(session);
    expect(away[pills.id]).toMatchObject({ clock: 'home', timezone: NY, localTime: '21:00' });
    expect(away[gym.id]).toMatchObject({ clock: 'where_i_am', timezone: TOKYO, localTime: '07:00' });
    expect(away[call.id]).toMatchObject({ clock: 'fixed', clockZone: NY, timezone: NY, localTime: '15:00' });

    const refs = { [pills.id]: pills.ref, [gym.id]: gym.ref, [call.id]: call.ref };
    const firstTextsOf = await walk(session, 8 * 24 + 4, refs);
    expect(firstTextsOf(pills.id)).toEqual(week.pills);
    expect(firstTextsOf(gym.id)).toEqual(week.gym);
    expect(firstTextsOf(call.id)).toEqual(week.call);

    // Home again by the trip's own end: one welcome, naming the gym (moved by more than an hour), and no trip left.
    const welcomes = textsTo(session.phone).filter((t) => t.startsWith('Welcome back from Tokyo'));
    expect(welcomes).toEqual([expect.stringMatching(/your reminders are on New York time again\. 'Gym' next /)]);
    const again = await signedInAgain(session);
    const profile = await request(app.baseUrl, 'GET', '/api/user/profile', { token: again.token });
    expect(profile.body).toMatchObject({ timezone: NY });
    expect(profile.body.travel).toBeUndefined();
    expect((await tasksById(again))[gym.id]).toMatchObject({ timezone: NY, localTime: '07:00' });
  });
});

describe('the same by text, while away in Tokyo', () => {
  it('a call at a New York time, a heads-up the day before, and rent in a window, each added and kept by text', async () => {
    // Mon Mar 22 2027, 11:00 AM in New York (summer time), midnight in Tokyo (Tue Mar 23 the first day there).
    app = await startLocalApp({ startAt: new Date('2027-03-22T15:00:00.000Z') });
    const session = await newYorker();
    expect(await replyFrom(session.phone, "I'm in Tokyo for 2 weeks")).toMatch(/^Got it: Tokyo until Mon Apr 5\./);

    expect(await replyFrom(session.phone, 'remind me to call mom at 3pm New York time')).toBe(
      'Got it: #1 Call mom, Mon Mar 22 3:00 PM New York time (Tue Mar 23, 4:00 AM your time). Reply UNDO to remove it.',
    );
    expect(await replyFrom(session.phone, 'remind me a day before the dentist on the 26th at 9')).toMatch(
      /^Got it: #2 Dentist, Fri Mar 26 9:00 AM, heads-up the day before\./,
    );
    expect(await replyFrom(session.phone, 'remind me to pay rent between the 25th and the 1st every month')).toMatch(
      /^Got it: #3 Pay rent, .*a text a day from 7 days before\./,
    );
    const byRef = Object.fromEntries(Object.values(await tasksById(session)).map((t) => [t.ref as string, t]));
    expect(byRef['1']).toMatchObject({ clock: 'fixed', clockZone: NY, localTime: '15:00' });
    // Added while away, the dentist and the rent follow the person: their times are Tokyo's.
    expect(byRef['2']).toMatchObject({ clock: 'where_i_am', timezone: TOKYO, localTime: '09:00', headsUpHours: 24 });
    expect(byRef['3']).toMatchObject({ clock: 'where_i_am', timezone: TOKYO, windowDays: 7, localDate: '2027-04-01' });

    // The call goes at 3:00 PM New York, 4:00 AM in Tokyo's quiet hours: a time the person chose.
    await advance(4 * 60 + 1);
    expect(textsTo(session.phone).at(-1)).toMatch(/^NagText: time for: Call mom \(#1\)/);
    await replyFrom(session.phone, 'DONE 1');

    // The dentist's heads-up, Thu Mar 25 9:00 AM Tokyo; DONE to it closes Friday's occurrence before any nag.
    await advance(3 * 24 * 60 - 4 * 60); // Thu Mar 25, 00:01 UTC: 9:01 AM in Tokyo
    expect(textsTo(session.phone).filter((t) => t.includes('Dentist') && !t.startsWith('Got it'))).toEqual([
      "Tomorrow 9:00 AM: Dentist (#2). Reply DONE if it's already handled.",
    ]);
    // (The rent's window opens the same minute, so the DONE names the dentist.)
    expect(await replyFrom(session.phone, 'DONE 2')).toMatch(/^Nice work! "Dentist" is done\./);
    await advance(2 * 24 * 60);
    expect(textsTo(session.phone).filter((t) => /time for: Dentist/.test(t))).toEqual([]);
    expect((await tasksById(session))[byRef['2']!.id as string]).toMatchObject({ status: 'done' });

    // Rent, ignored: one gentle text a day from the 25th, then the deadline's full ladder on the 1st.
    await advance(5 * 24 * 60);
    const rent = textsTo(session.phone).filter((t) => /rent/i.test(t) && !t.startsWith('Got it'));
    const deadlineDay = rent.findIndex((t) => t.startsWith('NagText: time for: Pay rent (#3)'));
    expect(rent.slice(0, deadlineDay)).toEqual([
      "Window open: Pay rent is due Thu Apr 1 (#3), 7 days from now. Reply DONE when it's done.",
      ...[6, 5, 4, 3, 2].map((n) => `Pay rent is due Thu Apr 1 (#3): ${n} days left. Reply DONE when it's done.`),
      "Pay rent is due tomorrow, Thu Apr 1 (#3). Reply DONE when it's done, or tomorrow I'll keep at it.",
    ]);
    expect(rent.slice(deadlineDay + 1, deadlineDay + 3)).toEqual([
      'NagText nudge 2/10: Pay rent (#3) is still waiting. Reply DONE or SNOOZE.',
      'NagText nudge 3/10: Pay rent (#3) is still waiting. Reply DONE or SNOOZE.',
    ]);
  });
});
