import type { ReminderClock } from '#shared/vocabulary';
import { clockReading, onClock, readingZone } from '#core/reminders/domain/reminder-clock';
import { afterNagSent, firstOccurrence, newReminder, type NagOwner } from '#core/reminders/domain/reminder-plan';
import type { ReminderRecipient } from '#core/reminders/domain/reminder';
import type { StoredTravel } from '#core/users/domain/travel';
import { nagTexts } from '#core/nags/domain/nag-texts';
import { windowTexts } from '#core/nags/domain/window-texts';
import { smsEncoding, smsSegments } from '#core/texting/domain/sms-segments';
import { isOpenReminderFor, recipientOf } from '#core/reminders-for-people/domain/recipient';
import { ownersText, personAnswers } from '#core/replies/domain/person-answers';
import type { StoredPerson } from '#core/people/domain/person';
import { reminderTextingBlock } from '#core/users/domain/texting-block';
import type { Reminder } from '#core/reminders/domain/reminder';
import type { User } from '#core/users/domain/user';
import { TELL_ME_FOR_PEOPLE_MESSAGE, withEscalation } from '#core/reminders/domain/reminder-escalation';
import { ownerTexts } from '#core/reminders-for-people/domain/owner-texts';
import { tellOwnerIgnored } from '#core/reminders-for-people/use-cases/tell-owner-ignored';
import { nagTestDeps, nagUser } from '../../../support/nag-test-deps';

const HOME = 'America/New_York';
const CHICAGO = 'America/Chicago';
const TOKYO = 'Asia/Tokyo';
const MOM = '+15555550101';

const mom: ReminderRecipient = {
  personId: 'p1',
  firstName: 'Mom',
  phoneNumber: MOM,
  timezone: CHICAGO,
  quietHoursStart: '22:00',
  quietHoursEnd: '06:00',
  ref: '4',
};
const trip: StoredTravel = {
  zone: TOKYO,
  until: '2026-12-04',
  endsAt: '2026-12-04T15:00:00.000Z',
  setAt: '2026-11-28T00:00:00.000Z',
};
const owner = (travel?: StoredTravel): NagOwner & { travel?: StoredTravel } => ({
  timezone: HOME,
  quietHoursStart: '21:00',
  quietHoursEnd: '08:00',
  nagStyle: 'standard',
  ...(travel ? { travel } : {}),
});
const during = new Date('2026-12-01T00:00:00.000Z');

describe('a reminder for someone else is read on their clock, never the owner’s', () => {
  it.each<[string, ReminderClock, string | undefined, StoredTravel | undefined, string]>([
    ['home, the owner at home', 'home', undefined, undefined, CHICAGO],
    ['home, the owner on a trip', 'home', undefined, trip, CHICAGO],
    ['where I am, the owner on a trip', 'where_i_am', undefined, trip, CHICAGO],
    ['fixed: its own zone still', 'fixed', TOKYO, trip, TOKYO],
  ])('%s: reads %s', (_case, clock, clockZone, travel, zone) => {
    const fields = { clock, ...(clockZone ? { clockZone } : {}), forPerson: mom };
    expect(readingZone(fields, owner(travel), during)).toBe(zone);
    expect(clockReading(fields, owner(travel), during)).toEqual({
      timezone: zone,
      quietZone: CHICAGO,
      holdFirstText: false,
      quietHoursStart: '22:00',
      quietHoursEnd: '06:00',
    });
  });

  it('its ladder keeps the person’s quiet hours: a repeat nag due at 22:30 in Chicago waits for 06:00 there (the owner’s would say 08:00 in New York)', () => {
    // 21:00 in Chicago (03:00Z): the owner's quiet hours (21:00-08:00 New York) would have held it since 20:00 there.
    const now = new Date('2026-12-02T02:59:00.000Z');
    const sentAt = new Date('2026-12-02T03:00:00.000Z');
    const schedule = { scheduledDate: '2026-12-01', scheduledTime: '21:00', repeat: 'once' as const };
    const planned = onClock({ clock: 'home', forPerson: mom }, owner(), now, (clocked) => ({
      ...newReminder(
        {
          id: 'r1',
          userId: 'u1',
          ref: '9',
          task: 'Pills',
          schedule,
          occurrence: firstOccurrence(schedule, clocked.timezone, now)!,
          pace: { nagEveryMinutes: 90 },
          clock: { clock: 'home' },
          owner: clocked,
        },
        now,
      ),
      forPerson: mom,
    }));
    expect(planned.occurrenceAt).toBe('2026-12-02T03:00:00.000Z');
    const after = onClock(planned, owner(), sentAt, (clocked) => afterNagSent(planned, clocked, sentAt));
    // 22:30 Chicago falls in Mom's quiet hours: the next nag goes at 06:00 Chicago (12:00Z).
    expect(after.nextNag?.at).toBe('2026-12-02T12:00:00.000Z');
  });
});

describe('texts to someone else start "From <owner>:" and still fit one segment', () => {
  const TASK_60 = 'Call the insurance company about the renewal quote for Mum..';
  it.each([
    ['a short name', 'Ada', 'From Ada: NagText: time for: '],
    ['a long name', 'Bartholomew-Maximilian Alexander', 'From Bartholomew-Maximilian Alexander: NagText'],
    ['a name outside GSM-7, in GSM-7', 'Zoë 😀', 'From Zoe: NagText'],
  ])('%s', (_case, name, start) => {
    const text = nagTexts.nag({ task: TASK_60, ref: '12', tone: 'friendly', attempt: 1, cap: 5, from: name });
    expect(text.startsWith(start)).toBe(true);
    expect(smsSegments(text)).toBe(1);
    expect(smsEncoding(text)).toBe('GSM-7');
    expect(text).toContain('(#12)');
  });

  it.each([
    ['missed: no dashboard to reopen it on', { kind: 'missed' as const, days: 3 }, 'will stop.'],
    ['paused: the owner brings it back', { kind: 'paused' as const, ignored: 3 }, 'Ada can bring it back.'],
  ])('the day’s last nag, %s', (_case, dayEnd, end) => {
    const text = nagTexts.nag({ task: 'Pills', ref: '2', tone: 'final', attempt: 5, cap: 5, dayEnd, from: 'Ada' });
    expect(text.startsWith('From Ada: NagText')).toBe(true);
    expect(text.endsWith(end)).toBe(true);
    expect(text).not.toMatch(/dashboard|RESUME/);
  });

  it('the heads-up and a deadline window’s text too', () => {
    const at = new Date('2026-12-03T15:00:00.000Z');
    const now = new Date('2026-12-01T15:00:00.000Z');
    expect(nagTexts.headsUp({ task: 'Rent', ref: '3', at, now, zone: CHICAGO, from: 'Ada' })).toMatch(
      /^From Ada: Thu Dec 3, 9:00 AM: Rent \(#3\)/,
    );
    const gentle = windowTexts.windowText({
      task: 'Rent',
      ref: '3',
      deadline: at,
      now,
      zone: CHICAGO,
      firstDay: true,
      from: 'Ada',
    });
    expect(gentle).toMatch(/^From Ada: Window open: Rent is due/);
  });
});

describe('a person’s reminders', () => {
  const person: StoredPerson = {
    id: 'p1',
    ownerId: 'u1',
    firstName: 'Mom',
    phoneNumber: MOM,
    timezone: CHICAGO,
    quietHoursStart: '22:00',
    quietHoursEnd: '06:00',
    status: 'joined',
    joinedAt: '2026-11-01T00:00:00.000Z',
    joinedBy: { code: 'ABCD2345', messageId: 'in-1', afterStop: false },
  };
  it('keep where their texts go and how their times are read, with their own number', () =>
    expect(recipientOf(person, '7')).toEqual({ ...mom, ref: '7' }));

  it.each([
    ['pending', 'pending', MOM, true],
    ['snoozed', 'snoozed', MOM, true],
    ['paused (may come back)', 'paused', MOM, true],
    ['done', 'done', MOM, false],
    ['missed', 'missed', MOM, false],
    ['another number’s', 'pending', '+15555550199', false],
  ] as const)('count toward the limit when %s', (_case, status, phone, counts) =>
    expect(isOpenReminderFor({ status, forPerson: { ...mom, phoneNumber: phone } }, MOM)).toBe(counts),
  );

  it('an owner’s own reminder is nobody’s', () => expect(isOpenReminderFor({ status: 'pending' }, MOM)).toBe(false));
});

describe('what holds a text about a reminder', () => {
  const now = new Date('2026-12-01T00:00:00.000Z');
  const open = {
    isActive: true,
    smsOptedOut: false,
    smsTransactionalOptIn: true,
    subscriptionStatus: 'active' as const,
  };
  it.each([
    ['nothing', open, null, null],
    ['the owner’s STOP', { ...open, smsOptedOut: true }, 'opted_out', null],
    ['the owner not opted in', { ...open, smsTransactionalOptIn: false }, 'not_opted_in', null],
    ['the owner’s PAUSE', { ...open, smsPausedUntil: '2026-12-02T00:00:00.000Z' }, 'paused', null],
    ['a lapsed subscription', { ...open, subscriptionStatus: 'canceled' as const }, 'subscription', 'subscription'],
    ['a deactivated account', { ...open, isActive: false }, 'inactive', 'inactive'],
  ] as const)('%s: the owner’s own %s, one for someone else %s', (_case, user, own, forSomeoneElse) => {
    expect(reminderTextingBlock(user, false, now)).toBe(own);
    expect(reminderTextingBlock(user, true, now)).toBe(forSomeoneElse);
  });
});

describe('answers to a person', () => {
  it.each([
    [[], ''],
    [['Ada'], 'Ada'],
    [['Ada', 'Bob'], 'Ada and Bob'],
    [['Ada', 'Bob', 'Cy'], 'Ada, Bob and Cy'],
  ])('the owners %j read "%s"', (names, text) => expect(ownersText(names)).toBe(text));

  it.each([[['Ada']], [['Bartholomew-Maximilian', 'Alexandrina-Josephine', 'Konstantinos-Theodoros']]])(
    'HELP names the owners, the commands, LEAVE, STOP and the support contact in one segment (%j)',
    (names) => {
      const help = personAnswers.personHelp(names);
      expect(smsSegments(help)).toBe(1);
      expect(help).toMatch(/^NagText: reminders from /);
      for (const word of ['DONE', 'SNOOZE', 'LEAVE', 'STOP', 'Help: ']) expect(help).toContain(word);
    },
  );

  it('the hint and "nothing open" fit one segment', () => {
    expect(smsSegments(personAnswers.personDidNotUnderstand())).toBe(1);
    expect(smsSegments(personAnswers.personNothingOpen())).toBe(1);
  });
});

describe('"Tell me if it’s ignored": one text to the owner, on their own phone, per unanswered day', () => {
  const TASK_60 = 'Call the insurance company about the renewal quote for Mum..';
  it.each([
    ['short', 'Mom', 'Pills', "NagText: Mom didn't reply DONE to 'Pills' today. A call from you might help."],
    ['a long task, cut', 'Mom', TASK_60, null],
    ['a long name and task', 'Bartholomew-Maximilian Alexander', TASK_60, null],
  ])('the text, %s: one GSM-7 segment', (_case, name, task, exact) => {
    const text = ownerTexts.personIgnored(name, task);
    if (exact) expect(text).toBe(exact);
    expect(text).toMatch(/^NagText: .+ didn't reply DONE to '.+' today\. A call from you might help\.$/);
    expect(smsSegments(text)).toBe(1);
    expect(smsEncoding(text)).toBe('GSM-7');
  });

  const occurrenceAt = '2026-11-23T15:00:00.000Z';
  const reminder = { id: 'r1', task: 'Pills', occurrenceAt, forPerson: mom, tellMeIfIgnored: true };
  async function ownerTold(ownerOverrides: Partial<User>, asked: Partial<typeof reminder> = {}) {
    const deps = nagTestDeps();
    const ada = await nagUser(deps, { firstName: 'Ada', ...ownerOverrides });
    const outcome = await tellOwnerIgnored(deps, ada, { ...reminder, ...asked });
    return { outcome, texts: deps.sms.sent.filter((s) => s.to === ada.phoneNumber).map((s) => s.body) };
  }

  it.each<[string, Partial<User>, Partial<typeof reminder>, string]>([
    ['asked for', {}, {}, 'sent'],
    ['not asked for', {}, { tellMeIfIgnored: false }, 'off'],
    ['the owner’s own reminder', {}, { forPerson: undefined }, 'off'],
    ['the owner replied STOP', { smsOptedOut: true }, {}, 'owner_not_textable'],
    ['the owner paused texts', { smsPausedUntil: '2099-01-01T00:00:00.000Z' }, {}, 'owner_not_textable'],
    ['the owner never opted in', { smsTransactionalOptIn: false }, {}, 'owner_not_textable'],
  ])('%s', async (_case, ownerOverrides, asked, expected) => {
    const { outcome, texts } = await ownerTold(ownerOverrides, asked);
    expect(outcome).toBe(expected);
    expect(texts).toEqual(expected === 'sent' ? [ownerTexts.personIgnored('Mom', 'Pills')] : []);
  });

  it('once per occurrence however often the day’s end is delivered; a throw gives the claim back for the retry', async () => {
    const deps = nagTestDeps();
    const ada = await nagUser(deps, { firstName: 'Ada' });
    const send = deps.sms.send;
    deps.sms.send = async () => {
      throw new Error('network down');
    };
    await expect(tellOwnerIgnored(deps, ada, reminder)).rejects.toThrow('network down');
    deps.sms.send = send;
    const outcomes = await Promise.all([tellOwnerIgnored(deps, ada, reminder), tellOwnerIgnored(deps, ada, reminder)]);
    outcomes.push(await tellOwnerIgnored(deps, ada, reminder));
    expect(outcomes.sort()).toEqual(['already_told', 'already_told', 'sent']);
    expect(await tellOwnerIgnored(deps, ada, { ...reminder, occurrenceAt: '2026-11-24T15:00:00.000Z' })).toBe('sent');
    expect(deps.sms.sent.filter((s) => s.to === ada.phoneNumber)).toHaveLength(2);
  });

  it('an own reminder refuses it, naming the field; a reminder for someone else keeps it', () => {
    const base = { forPerson: mom } as unknown as Reminder;
    const noConsent = { callConsentAt: undefined, buddy: undefined };
    expect(withEscalation(base, { tellMeIfIgnored: true }, noConsent, during).tellMeIfIgnored).toBe(true);
    expect(withEscalation({ ...base, tellMeIfIgnored: true }, {}, noConsent, during).tellMeIfIgnored).toBe(true);
    expect(
      withEscalation({ ...base, tellMeIfIgnored: true }, { tellMeIfIgnored: false }, noConsent, during),
    ).not.toHaveProperty('tellMeIfIgnored');
    expect(() => withEscalation({} as Reminder, { tellMeIfIgnored: true }, noConsent, during)).toThrow(
      TELL_ME_FOR_PEOPLE_MESSAGE,
    );
  });
});
